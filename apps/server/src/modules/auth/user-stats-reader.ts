import type { DbOrTx } from '../../db/client';
import type { WindowCounts } from '../../db/sql-fragments';
import { countNewUsers } from './user-stats-repository';

/** What the auth module (owner of the users) publishes for the back office's dashboard. */

/** Accounts registered today and in the last 7 and 30 UTC days. */
export function newUserCounts(db: DbOrTx): Promise<WindowCounts> {
  return countNewUsers(db);
}
