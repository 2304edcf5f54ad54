import type { DbOrTx } from '../../db/client';
import type { WindowCounts } from '../../db/sql-fragments';
import { countNewShops } from './shop-stats-repository';

/** What the seller module publishes for the back office's dashboard. */

/** Shops opened today and in the last 7 and 30 UTC days. */
export function newShopCounts(db: DbOrTx): Promise<WindowCounts> {
  return countNewShops(db);
}
