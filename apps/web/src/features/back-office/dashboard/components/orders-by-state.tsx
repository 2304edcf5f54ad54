import { Link } from 'react-router';
import type { OrderStatus } from '@mall/contract/orders';
import { useLanguage, useT } from '../../../../lib/i18n';
import { ORDER_STATUS_LABEL } from '../../../../lib/order-labels';
import { useAdminT } from '../../i18n/admin-i18n';
import { count } from './figures';

/** The order states in the order an order lives them. */
const STATES: readonly OrderStatus[] = [
  'unpaid',
  'paid',
  'to_ship',
  'shipped',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
];

/** How many orders are in each state, as bars against the largest; each opens its orders. */
export function OrdersByState({ counts }: { counts: Record<OrderStatus, number> }) {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const largest = Math.max(1, ...STATES.map((state) => counts[state] ?? 0));
  const total = STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  return (
    <section
      aria-labelledby="dashboard-orders"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-orders" className="text-base font-semibold text-stone-900">
          {t('dashboard.orders.title')}
        </h2>
        <span className="text-sm text-stone-600">
          {t('dashboard.orders.total', { count: total })}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5">
        {STATES.map((state) => {
          const value = counts[state] ?? 0;
          return (
            <li key={state}>
              <Link
                to={`/admin/orders?status=${state}`}
                className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-2 rounded-md px-1 py-0.5 text-sm hover:bg-stone-50"
              >
                <span className="truncate text-stone-700">{tApp(ORDER_STATUS_LABEL[state])}</span>
                <span
                  aria-hidden="true"
                  className="h-2.5 overflow-hidden rounded-full bg-stone-100"
                >
                  <span
                    className="block h-full rounded-full bg-accent"
                    style={{ width: `${(value / largest) * 100}%` }}
                  />
                </span>
                <span className="min-w-8 text-end font-semibold text-stone-900 tabular-nums">
                  {count(value, lang)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
