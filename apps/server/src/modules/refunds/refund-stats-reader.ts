import type { DbOrTx } from '../../db/client';
import { countAwaitingArbitration } from './refund-stats-repository';

/** What the refunds module publishes for the back office's counts of what waits. */

/** Refunds a seller refused (state rejected) that no staff member has arbitrated yet. */
export function refundsAwaitingArbitration(db: DbOrTx): Promise<number> {
  return countAwaitingArbitration(db);
}
