import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { ApplicationType } from '../types';
import { ApplicationsBoard } from './applications-board';
import { BackOfficeNav } from './back-office-nav';

/** `?type=`: 100 sellers, 200 products, 300 stock-in, 400 withdrawals, else 500 top-ups. */
function readType(value: string | null): ApplicationType {
  return value === '100' || value === '200' || value === '300' || value === '400'
    ? (Number(value) as ApplicationType)
    : 500;
}

/** Top-ups and withdrawals share a page: a tab for each. */
function WalletTabs({ type }: { type: ApplicationType }) {
  const t = useT();
  const [, setParams] = useSearchParams();
  return (
    <div
      role="tablist"
      aria-label={t('admin.typesLabel')}
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
          {value === 500 ? t('admin.topUps') : t('admin.withdrawals')}
        </button>
      ))}
    </div>
  );
}

/** /admin/review: the back office's sections, and the applications board of the type chosen. */
export function ReviewSections() {
  const [params] = useSearchParams();
  const type = readType(params.get('type'));
  const wallet = type === 400 || type === 500;
  return (
    <>
      <BackOfficeNav />
      {/* Top-ups and withdrawals keep one board (its rows stay while the other tab loads); each other type has its own. */}
      <ApplicationsBoard
        key={wallet ? 'wallet' : type}
        type={type}
        tabs={wallet ? <WalletTabs type={type} /> : undefined}
      />
    </>
  );
}
