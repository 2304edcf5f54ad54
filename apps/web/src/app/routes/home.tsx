import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { TopBrands } from '../../features/catalog/components/top-brands';
import { AdvertStrip } from '../../features/content/components/advert-strip';
import { TopAdverts } from '../../features/content/components/top-adverts';

function Section({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

const moreLink = 'shrink-0 text-sm font-semibold text-accent underline-offset-2 hover:underline';

/** `/` and /pages/home/home: adverts, categories, top 10 brands; product lists come later. */
export function Component() {
  const t = useT();
  return (
    <PageFrame hideTitle>
      <div className="flex flex-col gap-8">
        <TopAdverts />
        <Section id="home-categories" title={t('home.categories')} more={<Link to="/pages/category/category" className={moreLink}>{t('home.allCategories')}</Link>}>
          <CategoryGrid />
        </Section>
        <AdvertStrip position="center_top" />
        <Section id="home-products" title={t('home.products')}>
          <ComingSoon inline>{t('home.productsSoon')}</ComingSoon>
        </Section>
        <AdvertStrip position="center" />
        <Section id="home-brands" title={t('home.topBrands')} more={<Link to="/pages/category/brands" className={moreLink}>{t('home.allBrands')}</Link>}>
          <TopBrands />
        </Section>
        <AdvertStrip position="center_bottom" />
        <AdvertStrip position="bottom" />
      </div>
    </PageFrame>
  );
}
