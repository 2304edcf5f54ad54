import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { Section } from '../../components/section';
import { buttonClass } from '../../components/ui/button';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { FeaturedProducts } from '../../features/catalog/components/featured-products';
import { TopBrands } from '../../features/catalog/components/top-brands';
import { AdvertPopupGate } from '../../features/content/components/advert-popup-gate';
import { AdvertStrip } from '../../features/content/components/advert-strip';
import { AnnouncementBar } from '../../features/content/components/announcement-bar';
import { TopAdverts } from '../../features/content/components/top-adverts';
import { useT } from '../../lib/i18n';

const recommendPath = (list: string) => `/pages/category/recommend?list=${list}`;

/** `/` and /pages/home/home: adverts at the five positions, categories, new, best-selling and recommended products, top 10 brands. */
export function Component() {
  const t = useT();
  return (
    <PageFrame hideTitle>
      <div className="flex flex-col gap-6 md:gap-10">
        <div className="flex flex-col gap-3">
          <TopAdverts />
          <AnnouncementBar />
        </div>
        <Section
          id="home-categories"
          title={t('home.categories')}
          more={{ to: '/pages/category/category', label: t('home.allCategories') }}
        >
          <CategoryGrid />
        </Section>
        <AdvertStrip position="center_top" />
        <Section
          id="home-new"
          title={t('home.newProducts')}
          more={{ to: recommendPath('new'), label: t('home.seeAll') }}
        >
          <FeaturedProducts kind="new" />
        </Section>
        <AdvertStrip position="center" />
        <Section
          deferred
          id="home-hot"
          title={t('home.bestSellers')}
          more={{ to: recommendPath('hot'), label: t('home.seeAll') }}
        >
          <FeaturedProducts kind="hot" />
        </Section>
        <AdvertStrip position="center_bottom" />
        <Section
          deferred
          id="home-brands"
          title={t('home.topBrands')}
          more={{ to: '/pages/category/brands', label: t('home.allBrands') }}
        >
          <TopBrands />
        </Section>
        <Section
          deferred
          id="home-recommend"
          title={t('home.recommended')}
          more={{ to: recommendPath('recommend'), label: t('home.seeAll') }}
        >
          <FeaturedProducts kind="recommend" layout="grid" />
          <Link to={recommendPath('recommend')} className={buttonClass('secondary', 'self-center')}>
            {t('home.moreRecommended')}
          </Link>
        </Section>
        <AdvertStrip position="bottom" />
      </div>
      <AdvertPopupGate />
    </PageFrame>
  );
}
