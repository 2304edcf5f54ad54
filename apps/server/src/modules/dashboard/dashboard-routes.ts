import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@mall/contract/orders';
import { sellerDashboardSchema } from '@mall/contract/seller';
import { requireSeller, requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { buyerDashboard, sellerDashboard } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/customer/info/dashboard', {
    preHandler: requireUser,
    schema: {
      tags: ['account'],
      security: USER_SECURITY,
      summary:
        'Account dashboard counters: cart units, wishlist, orders and units ordered, default address; sales for sellers',
      description:
        'order_count: the caller’s orders not cancelled; ordered_count: the units in them. A seller also gets sales_amount, ' +
        'month_sales, last_month_sales (USD, orders past unpaid and not cancelled, net of approved refunds, by the UTC month ' +
        'they were placed) and total_sales (units). user route: 1100003, 1000004, 2000017.',
      response: responses(dashboardSchema),
    },
    handler: async (request) => ok(await buyerDashboard(db, userIdOf(request))),
  });

  app.get('/seller/dashboard', {
    preHandler: requireSeller,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary:
        'Seller dashboard: sales (all time, this month, last month; USD), units sold, orders, products, merchant balance',
      description:
        'Sales are the shop’s orders past unpaid and not cancelled, net of approved refunds, by the UTC month they were placed. ' +
        'seller route: 1100003, 1000004, 2000017; 1000008 {reason: forbidden} without a shop.',
      response: responses(sellerDashboardSchema),
    },
    handler: async (request) => {
      if (request.shopId === null) throw new Error('route is not guarded by requireSeller');
      return ok(await sellerDashboard(db, userIdOf(request), request.shopId));
    },
  });
};
