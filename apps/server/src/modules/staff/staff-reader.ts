import type { Tx } from '../../db/client';
import { lockActiveOwners } from './staff-repository';

/** What the staff module publishes for the back office's users (decision 0030). */

/**
 * Locks every active owner's row (in id order) and answers their ids: call it first in a
 * transaction that may disable an owner, so that the last one stays.
 */
export function lockActiveOwnerIds(tx: Tx): Promise<number[]> {
  return lockActiveOwners(tx);
}
