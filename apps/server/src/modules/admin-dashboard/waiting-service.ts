import type { ReviewType } from '@mall/contract/admin';
import { hasPermission, REVIEW_PERMISSION, type WaitingCounts } from '@mall/contract/staff';
import type { Db } from '../../db/client';
import { APPLICATION_HANDLERS, createApplicationRegistry } from '../admin/application-registry';
import { bankPaymentsUnderReview } from '../orders/order-stats-reader';
import { refundsAwaitingArbitration } from '../refunds/refund-stats-reader';

const registry = createApplicationRegistry(APPLICATION_HANDLERS);
const REVIEW_TYPES = [100, 200, 300, 400, 500] as const satisfies readonly ReviewType[];

/** The count, only for a caller allowed to see it (else null, and no query). */
async function countIf(allowed: boolean, count: () => Promise<number>): Promise<number | null> {
  return allowed ? count() : null;
}

async function applicationsUnderReview(db: Db, type: ReviewType): Promise<number> {
  const handler = registry.get(type);
  return handler ? handler.countUnderReview(db) : 0;
}

/**
 * What waits for the back office, as the caller's staff roles may see it: applications under
 * review per type (by REVIEW_PERMISSION), refunds a seller refused and nobody arbitrated
 * (refunds), bank payments of orders to confirm (orders). Each count is one indexed count.
 */
export async function waitingCounts(db: Db, roles: readonly string[]): Promise<WaitingCounts> {
  const [applications, refunds, bankPayments] = await Promise.all([
    Promise.all(
      REVIEW_TYPES.map((type) =>
        countIf(hasPermission(roles, REVIEW_PERMISSION[type]), () =>
          applicationsUnderReview(db, type),
        ),
      ),
    ),
    countIf(hasPermission(roles, 'refunds'), () => refundsAwaitingArbitration(db)),
    countIf(hasPermission(roles, 'orders'), () => bankPaymentsUnderReview(db)),
  ]);
  const [a100, a200, a300, a400, a500] = applications;
  return {
    applications: {
      100: a100 ?? null,
      200: a200 ?? null,
      300: a300 ?? null,
      400: a400 ?? null,
      500: a500 ?? null,
    },
    refunds,
    bank_payments: bankPayments,
  };
}
