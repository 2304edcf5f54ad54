import type { Lang } from '@mall/contract/locales';
import type { OrderStatus } from '@mall/contract/orders';
import type { DbOrTx } from '../../db/client';
import {
  countBankPaymentsUnderReview,
  countOrdersByState,
  salesSeries,
  salesWindows,
  topProducts,
  topShops,
  type SalesCents,
  type SalesPointRow,
  type SalesWindows,
  type TopProductRow,
  type TopShopRow,
} from './order-stats-repository';

/**
 * What the orders module publishes for the back office's dashboard and its counts of what
 * waits. A sale is a paid order (pay_time set) not cancelled since, at its grand total, on the
 * UTC day it was paid; amounts are cents.
 */

export type { SalesCents, SalesPointRow, SalesWindows, TopProductRow, TopShopRow };

/** Bank payments of unpaid orders waiting for the back office's confirmation. */
export function bankPaymentsUnderReview(db: DbOrTx): Promise<number> {
  return countBankPaymentsUnderReview(db);
}

/** Sales today and in the last 7 and 30 UTC days. */
export function salesFigures(db: DbOrTx): Promise<SalesWindows> {
  return salesWindows(db);
}

/** The number of orders in each state, 0 for a state without orders. */
export async function ordersByState(
  db: DbOrTx,
  states: readonly OrderStatus[],
): Promise<Record<OrderStatus, number>> {
  const counted = new Map((await countOrdersByState(db)).map((row) => [row.state, row.count]));
  return Object.fromEntries(states.map((state) => [state, counted.get(state) ?? 0])) as Record<
    OrderStatus,
    number
  >;
}

/** Sales per UTC day or month, oldest first, a zero point where nothing sold. */
export function salesPoints(
  db: DbOrTx,
  unit: 'day' | 'month',
  points: number,
): Promise<SalesPointRow[]> {
  return salesSeries(db, unit, points);
}

/** The best-selling products and shops of the last `days` UTC days (today included). */
export async function bestSellers(
  db: DbOrTx,
  days: number,
  limit: number,
  lang: Lang,
): Promise<{ products: TopProductRow[]; shops: TopShopRow[] }> {
  const [products, shops] = await Promise.all([
    topProducts(db, days - 1, limit, lang),
    topShops(db, days - 1, limit),
  ]);
  return { products, shops };
}
