import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { shopSummaryColumns, type ShopSummaryRow } from '../../db/sql-fragments';

/** An open (approved) shop's summary, or null. */
export async function findShopSummary(
  db: DbOrTx,
  shopId: number,
  viewerId: number,
): Promise<ShopSummaryRow | null> {
  const [row] = await queryRows<ShopSummaryRow>(
    db,
    sql`select ${shopSummaryColumns(viewerId)} from shops s where s.id = ${shopId} and s.status = 'approved'`,
  );
  return row ?? null;
}
