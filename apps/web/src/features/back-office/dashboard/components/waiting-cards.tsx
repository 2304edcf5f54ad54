import { Link } from 'react-router';
import type { WaitingCounts } from '@mall/contract/staff';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminT, type AdminMessageKey } from '../../i18n/admin-i18n';
import { count } from './figures';

interface Queue {
  label: AdminMessageKey;
  /** The queue's page. */
  path: string;
  value: (counts: WaitingCounts) => number | null;
}

/** Each queue of what waits, in the side navigation's order; the page each card opens. */
const QUEUES: readonly Queue[] = [
  {
    label: 'shell.nav.review100',
    path: '/admin/review?type=100',
    value: (c) => c.applications[100],
  },
  {
    label: 'shell.nav.review200',
    path: '/admin/review?type=200',
    value: (c) => c.applications[200],
  },
  {
    label: 'shell.nav.review300',
    path: '/admin/review?type=300',
    value: (c) => c.applications[300],
  },
  {
    label: 'shell.nav.review400',
    path: '/admin/review?type=400',
    value: (c) => c.applications[400],
  },
  {
    label: 'shell.nav.review500',
    path: '/admin/review?type=500',
    value: (c) => c.applications[500],
  },
  { label: 'dashboard.waiting.refunds', path: '/admin/refunds', value: (c) => c.refunds },
  {
    label: 'dashboard.waiting.bankPayments',
    path: '/admin/orders?payment_status=pending',
    value: (c) => c.bank_payments,
  },
];

/**
 * What waits for review, a card per queue the staff member may open (a count the server gave:
 * null means the role does not cover it), each a link into its queue.
 */
export function WaitingCards({ counts }: { counts: WaitingCounts }) {
  const t = useAdminT();
  const lang = useLanguage();
  const queues = QUEUES.flatMap((queue) => {
    const value = queue.value(counts);
    return value === null ? [] : [{ ...queue, value }];
  });
  if (queues.length === 0) return null;
  const waiting = queues.some((queue) => queue.value > 0);
  return (
    <section aria-labelledby="dashboard-waiting" className="flex flex-col gap-2">
      <h2 id="dashboard-waiting" className="text-base font-semibold text-stone-900">
        {t('dashboard.waiting.title')}
      </h2>
      {waiting ? null : <p className="text-sm text-stone-600">{t('dashboard.waiting.nothing')}</p>}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7">
        {queues.map((queue) => {
          const name = t(queue.label);
          return (
            <li key={queue.path}>
              <Link
                to={queue.path}
                aria-label={`${name}: ${t('shell.nav.waiting', { count: queue.value })}`}
                className={`flex h-full min-h-20 flex-col justify-between gap-1 rounded-xl border p-3 hover:border-stone-400 ${queue.value > 0 ? 'border-accent/40 bg-accent-soft' : 'border-stone-200 bg-white'}`}
              >
                <span className="text-sm text-stone-700">{name}</span>
                <span
                  className={`text-2xl font-bold tabular-nums ${queue.value > 0 ? 'text-accent-strong' : 'text-stone-400'}`}
                >
                  {count(queue.value, lang)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
