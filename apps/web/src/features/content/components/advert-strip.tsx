import { SmartLink } from '../../../components/ui/smart-link';
import { useInView } from '../../../hooks/use-in-view';
import { mediaUrl } from '../../../lib/media';
import { useAdverts, type AdvertPosition } from '../api/get-adverts';

/** Adverts between home sections are 1200 x 300 (4:1): shown whole, the space reserved. */
export const STRIP_ADVERT_SIZE = { width: 1200, height: 300 } as const;

/** The adverts of one position between home sections; nothing when there are none. */
export function AdvertStrip({ position }: { position: Exclude<AdvertPosition, 'top'> }) {
  const { data } = useAdverts();
  // The pictures load only near the screen, so they never compete with the top advert.
  const [ref, inView] = useInView<HTMLDivElement>('200px 0px');
  const adverts = (data ?? []).filter((a) => a.position === position && a.image);
  if (adverts.length === 0) return null;
  return (
    <div ref={ref} className={`grid gap-3 md:gap-4 ${adverts.length > 1 ? 'sm:grid-cols-2' : ''}`}>
      {adverts.map((advert) => {
        const image = !inView ? (
          <span
            role="img"
            aria-label={advert.title}
            className="block aspect-[4/1] w-full rounded-xl bg-stone-100"
          />
        ) : (
          <img
            src={mediaUrl(advert.image)}
            alt={advert.title}
            width={STRIP_ADVERT_SIZE.width}
            height={STRIP_ADVERT_SIZE.height}
            loading="lazy"
            decoding="async"
            className="aspect-[4/1] h-auto w-full rounded-xl bg-stone-100 object-contain"
          />
        );
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
