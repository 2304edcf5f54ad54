import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** Previous / next paging of the back-office boards; nothing when there is one page. */
export function BoardPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('adminOrders.paging')} className="flex items-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminOrders.previous')}
      </Button>
      <span className="text-sm">
        {page} / {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('adminOrders.next')}
      </Button>
    </nav>
  );
}
