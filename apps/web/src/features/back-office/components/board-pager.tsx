import { Button } from '../../../components/ui/button';
import { useAdminT } from '../i18n/admin-i18n';

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
  const t = useAdminT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('orders.paging')} className="flex items-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('orders.previous')}
      </Button>
      <span className="text-sm">
        {page} / {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('orders.next')}
      </Button>
    </nav>
  );
}
