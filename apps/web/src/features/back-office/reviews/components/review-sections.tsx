import { useSearchParams } from 'react-router';
import { useAdminT, type AdminMessageKey } from '../../i18n/admin-i18n';
import { AdminPageHeader } from '../../components/admin-page-header';
import type { ApplicationType } from '../../types';
import { ApplicationsBoard } from './applications-board';

/** `?type=`: 100 sellers, 200 products, 300 stock-in, 400 withdrawals, else 500 top-ups. */
function readType(value: string | null): ApplicationType {
  return value === '100' || value === '200' || value === '300' || value === '400'
    ? (Number(value) as ApplicationType)
    : 500;
}

const TITLES = {
  100: 'shell.nav.review100',
  200: 'shell.nav.review200',
  300: 'shell.nav.review300',
  400: 'shell.nav.review400',
  500: 'shell.nav.review500',
} as const satisfies Record<ApplicationType, AdminMessageKey>;

/** Top-ups and withdrawals share a page: a tab for each. */
function WalletTabs({ type }: { type: ApplicationType }) {
  const t = useAdminT();
  const [, setParams] = useSearchParams();
  return (
    <div
      role="tablist"
      aria-label={t('reviews.typesLabel')}
      className="inline-flex rounded-lg border border-stone-300 bg-white p-1"
    >
      {([500, 400] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={type === value}
          onClick={() =>
            setParams(
              (current) => {
                const merged = new URLSearchParams(current);
                merged.set('type', String(value));
                merged.set('page', '1');
                return merged;
              },
              { replace: true },
            )
          }
          className={`min-h-9 rounded-md px-4 text-sm ${type === value ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
        >
          {value === 500 ? t('reviews.topUps') : t('reviews.withdrawals')}
        </button>
      ))}
    </div>
  );
}

/** /admin/review: the applications board of the type chosen. */
export function ReviewSections() {
  const t = useAdminT();
  const [params] = useSearchParams();
  const type = readType(params.get('type'));
  const wallet = type === 400 || type === 500;
  return (
    <>
      <AdminPageHeader title={t(TITLES[type])} />
      {/* Top-ups and withdrawals keep one board (its rows stay while the other tab loads); each other type has its own. */}
      <ApplicationsBoard
        key={wallet ? 'wallet' : type}
        type={type}
        tabs={wallet ? <WalletTabs type={type} /> : undefined}
      />
    </>
  );
}
