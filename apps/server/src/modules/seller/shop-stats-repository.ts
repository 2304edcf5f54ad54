import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { utcDayStart, windowCountColumns, type WindowCounts } from '../../db/sql-fragments';

/** Shops opened (seller application approved) today and in the last 7 and 30 UTC days. */
export async function countNewShops(db: DbOrTx): Promise<WindowCounts> {
  const [row] = await queryRows<WindowCounts>(
    db,
    sql`select ${windowCountColumns(sql.raw('created_at'))}
      from shops where created_at >= ${utcDayStart(29)}`,
  );
  return row ?? { today: 0, last_7_days: 0, last_30_days: 0 };
}
