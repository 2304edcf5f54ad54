import { z } from 'zod';
import { ORDER_STATUSES } from './orders';
import { waitingCountsSchema } from './staff';

/**
 * The back office's dashboard (GET /admin/dashboard/summary and /admin/dashboard/sales).
 *
 * Sales are the totals (grand_total, USD) of paid orders, counted on the UTC day they were paid
 * (pay_time: a wallet payment, a confirmed bank payment, a cash-on-delivery order delivered),
 * leaving out orders cancelled since. "Today" is the current UTC day; "last 7 days" and "last
 * 30 days" are that many UTC days ending today, today included.
 */

/** An amount of sales (USD) and the number of orders behind it. */
export const salesFigureSchema = z.object({
  amount: z.number().describe('USD'),
  orders: z.number().int(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

const windowsOf = <T extends z.ZodType>(figure: T) =>
  z.object({ today: figure, last_7_days: figure, last_30_days: figure });

export const dashboardTopProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  amount: z.number().describe('USD, the lines of paid orders in the last 30 days'),
  units: z.number().int(),
});
export type DashboardTopProduct = z.infer<typeof dashboardTopProductSchema>;

export const dashboardTopShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().describe('USD, paid orders in the last 30 days'),
  orders: z.number().int(),
});
export type DashboardTopShop = z.infer<typeof dashboardTopShopSchema>;

/** GET /admin/dashboard/summary */
export const dashboardSummarySchema = z.object({
  sales: windowsOf(salesFigureSchema),
  /** Every order state, 0 where none. */
  orders_by_state: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  new_users: windowsOf(z.number().int()),
  new_shops: windowsOf(z.number().int()),
  waiting: waitingCountsSchema,
  /** The five products and shops that sold most in the last 30 days, most first. */
  top_products: z.array(dashboardTopProductSchema),
  top_shops: z.array(dashboardTopShopSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const SALES_SERIES_BY = ['day', 'month'] as const;
export type SalesSeriesBy = (typeof SALES_SERIES_BY)[number];

/** GET /admin/dashboard/sales */
export const salesSeriesQuerySchema = z.object({
  by: z
    .enum(SALES_SERIES_BY, { error: 'day or month' })
    .describe('day: the last 30 UTC days; month: the last 12 UTC months (both up to now)'),
});
export type SalesSeriesQuery = z.infer<typeof salesSeriesQuerySchema>;

export const salesPointSchema = z.object({
  date: z.string().describe('YYYY-MM-DD: the UTC day, or the first day of the month'),
  amount: z.number().describe('USD'),
  orders: z.number().int(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

export const salesSeriesSchema = z.object({
  by: z.enum(SALES_SERIES_BY),
  /** Oldest first, one point per day (30) or month (12), zero where nothing sold. */
  points: z.array(salesPointSchema),
});
export type SalesSeries = z.infer<typeof salesSeriesSchema>;
