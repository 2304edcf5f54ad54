import { useT } from '../../../lib/i18n';
import { ComingSoon } from '../../../components/coming-soon';
import { PageFrame } from '../../../components/page-frame';
import { CategoryGrid } from '../../../features/catalog/components/category-grid';

/** /pages/category/category: every top-level category now; filters and sorting come later. */
export function Component() {
  const t = useT();
  return (
    <PageFrame>
      <div className="flex flex-col gap-6">
        <CategoryGrid limit={200} />
        <ComingSoon inline>{t('comingSoon.body')}</ComingSoon>
      </div>
    </PageFrame>
  );
}
