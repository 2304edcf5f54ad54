import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardSummarySchema,
  salesSeriesQuerySchema,
  salesSeriesSchema,
} from '@mall/contract/admin-dashboard';
import { waitingCountsSchema } from '@mall/contract/staff';
import { requirePermission, requireStaff, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { dashboardSummary, salesSeries } from './dashboard-summary-service';
import { waitingCounts } from './waiting-service';

const TAG = ['admin'];
const SALES =
  'Sales are paid orders (pay_time set: a wallet payment, a confirmed bank payment, a cash-on-delivery order ' +
  'delivered) not cancelled since, at their grand total (USD), on the UTC day they were paid. ';
const WAITING =
  'applications under review per type (100: shops; 200, 300: catalogue; 400, 500: money), refunds a seller refused ' +
  'and nobody arbitrated (refunds), bank payments of unpaid orders to confirm (orders); each null when the ' +
  'caller’s staff roles lack that permission. ';

const rolesOf = (roles: readonly string[] | undefined): readonly string[] => roles ?? [];

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/dashboard/waiting', {
    preHandler: requireStaff,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'What waits for the back office: the counts beside the side navigation',
      description:
        `Any staff member. Counts of ${WAITING}` +
        'back-office route (any staff role): 1100003, 1000004, 2000017; 1000008 {reason: forbidden} for a caller who is not staff.',
      response: responses(waitingCountsSchema),
    },
    handler: async (request) => ok(await waitingCounts(db, rolesOf(request.session?.user.roles))),
  });

  app.get('/admin/dashboard/summary', {
    preHandler: requirePermission('dashboard'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'The back office’s home figures: sales, orders by state, new users and shops, what waits, best sellers',
      description:
        SALES +
        'sales, new_users and new_shops: today (the current UTC day), last_7_days and last_30_days (that many UTC days ' +
        'ending today, today included). orders_by_state: every order state, 0 where none. top_products and top_shops: ' +
        'the five that sold most in the last 30 days (a product by its lines’ price × units, a shop by its orders’ ' +
        `totals), most first. waiting: as GET /admin/dashboard/waiting: ${WAITING}${staffCodes('dashboard')}`,
      response: responses(dashboardSummarySchema),
    },
    handler: async (request) =>
      ok(await dashboardSummary(db, rolesOf(request.session?.user.roles), request.lang)),
  });

  app.get('/admin/dashboard/sales', {
    preHandler: requirePermission('dashboard'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Sales per day (the last 30 UTC days) or per month (the last 12 UTC months)',
      description:
        SALES +
        'points: oldest first, today’s day or month last, one per period with amount 0 and orders 0 where nothing sold; ' +
        `date is the UTC day (YYYY-MM-DD) or the first day of the month. ${staffCodes('dashboard')}`,
      querystring: salesSeriesQuerySchema,
      response: responses(salesSeriesSchema),
    },
    handler: async (request) => ok(await salesSeries(db, request.query.by)),
  });
};
