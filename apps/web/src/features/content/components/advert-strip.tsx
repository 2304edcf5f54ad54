import { SmartLink } from '../../../components/ui/smart-link';
import { mediaUrl } from '../../../lib/media';
import { useAdverts, type AdvertPosition } from '../api/get-adverts';

/** The adverts of one position between home sections; nothing when there are none. */
export function AdvertStrip({ position }: { position: Exclude<AdvertPosition, 'top'> }) {
  const { data } = useAdverts();
  const adverts = (data ?? []).filter((a) => a.position === position && a.image);
  if (adverts.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {adverts.map((advert) => {
        const image = <img src={mediaUrl(advert.image)} alt={advert.title} loading="lazy" className="aspect-[3/1] w-full rounded-xl object-cover" />;
        return advert.link ? (
          <SmartLink key={advert.id} href={advert.link} className="block rounded-xl">
            {image}
          </SmartLink>
        ) : (
          <div key={advert.id}>{image}</div>
        );
      })}
    </div>
  );
}
