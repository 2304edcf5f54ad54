import type { Tx } from '../../db/client';
import { revokeSessionsOf } from './session-repository';

/**
 * What the auth module publishes for the back office to end sessions (decision 0030), inside
 * the caller's transaction: the account's change and the end of its sessions commit together.
 */

/** Ends every live session of the user at once; answers how many were ended. */
export function endSessionsOf(tx: Tx, userId: number): Promise<number> {
  return revokeSessionsOf(tx, userId);
}
