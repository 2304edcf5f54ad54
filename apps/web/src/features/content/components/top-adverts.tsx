import { useT } from '../../../lib/i18n';
import { Carousel } from '../../../components/ui/carousel';
import { Skeleton } from '../../../components/ui/skeleton';
import { mediaUrl } from '../../../lib/media';
import { useAdverts } from '../api/get-adverts';
import { useWebsiteConfig } from '../api/get-website-config';

/** Top adverts are 1200 x 400 (3:1): shown whole at every width. */
export const TOP_ADVERT_SIZE = { width: 1200, height: 400 } as const;
const frame = 'aspect-[3/1] w-full';

/** The home page's top adverts as a carousel; a welcome banner when there are none. */
export function TopAdverts() {
  const t = useT();
  const adverts = useAdverts();
  const config = useWebsiteConfig();
  if (adverts.isPending) return <Skeleton className={frame} />;
  const slides = (adverts.data ?? [])
    .filter((a) => a.position === 'top' && a.image)
    .map((a) => ({
      key: a.id,
      image: mediaUrl(a.image),
      alt: a.title || t('home.promotions'),
      href: a.link || undefined,
    }));
  if (slides.length === 0) {
    return (
      <section
        className={`${frame} flex flex-col justify-center gap-2 rounded-xl bg-accent-soft px-6`}
      >
        <h2 className="text-xl font-bold text-stone-900 md:text-3xl">
          {t('home.welcome', { site: config.data?.site_name || t('app.name') })}
        </h2>
        <p className="max-w-prose text-sm text-stone-700 md:text-base">{t('home.tagline')}</p>
      </section>
    );
  }
  return (
    <Carousel
      className={frame}
      imageWidth={TOP_ADVERT_SIZE.width}
      imageHeight={TOP_ADVERT_SIZE.height}
      slides={slides}
      label={t('home.promotions')}
      labels={{
        previous: t('home.previousSlide'),
        next: t('home.nextSlide'),
        goTo: (n) => t('home.goToSlide', { n }),
      }}
    />
  );
}
