import type {
  DashboardSummary,
  SalesFigure,
  SalesSeries,
  SalesSeriesBy,
} from '@mall/contract/admin-dashboard';
import type { Lang } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';
import { ORDER_STATUSES } from '@mall/contract/orders';
import type { Db } from '../../db/client';
import { newUserCounts } from '../auth/user-stats-reader';
import {
  bestSellers,
  ordersByState,
  salesFigures,
  salesPoints,
  type SalesCents,
} from '../orders/order-stats-reader';
import { newShopCounts } from '../seller/shop-stats-reader';
import { waitingCounts } from './waiting-service';

/** The window of the best sellers, and how many of each. */
const TOP_DAYS = 30;
const TOP_COUNT = 5;
/** How many points each series has: the last 30 days, the last 12 months. */
const SERIES_POINTS: Record<SalesSeriesBy, number> = { day: 30, month: 12 };

const figure = ({ cents, orders }: SalesCents): SalesFigure => ({
  amount: centsToAmount(cents),
  orders,
});

/** GET /admin/dashboard/summary: the figures of the back office's home page. */
export async function dashboardSummary(
  db: Db,
  roles: readonly string[],
  lang: Lang,
): Promise<DashboardSummary> {
  const [sales, byState, users, shops, waiting, best] = await Promise.all([
    salesFigures(db),
    ordersByState(db, ORDER_STATUSES),
    newUserCounts(db),
    newShopCounts(db),
    waitingCounts(db, roles),
    bestSellers(db, TOP_DAYS, TOP_COUNT, lang),
  ]);
  return {
    sales: {
      today: figure(sales.today),
      last_7_days: figure(sales.last_7_days),
      last_30_days: figure(sales.last_30_days),
    },
    orders_by_state: byState,
    new_users: users,
    new_shops: shops,
    waiting,
    top_products: best.products.map((row) => ({
      id: row.id,
      name: row.name,
      shop: { id: row.shop_id, name: row.shop_name },
      amount: centsToAmount(row.cents),
      units: row.units,
    })),
    top_shops: best.shops.map((row) => ({
      id: row.id,
      name: row.name,
      amount: centsToAmount(row.cents),
      orders: row.orders,
    })),
  };
}

/** GET /admin/dashboard/sales: sales per UTC day (30) or month (12), oldest first. */
export async function salesSeries(db: Db, by: SalesSeriesBy): Promise<SalesSeries> {
  const points = await salesPoints(db, by, SERIES_POINTS[by]);
  return {
    by,
    points: points.map((point) => ({
      date: point.date,
      amount: centsToAmount(point.cents),
      orders: point.orders,
    })),
  };
}
