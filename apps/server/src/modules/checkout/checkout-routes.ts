import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSchema, submitOrderBodySchema } from '@mall/contract/checkout';
import { submitOrderResultSchema } from '@mall/contract/orders';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { checkoutOf, submitOrder } from './checkout-service';

const TAG = ['checkout'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/checkout/onepage/index', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'The confirmation page: selected cart lines, default address, delivery types with their cost, payment methods',
      description: `Delivery types come from the shipping_methods setting; the cost is charged once per order (per shop). ${USER_CODES}`,
      response: responses(checkoutSchema),
    },
    handler: async (request) => ok(await checkoutOf(db, userIdOf(request), request.lang)),
  });

  app.post('/checkout/onepage/submitorder', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Places the selected cart lines: one unpaid order per shop, stock reserved; answers {orders}',
      description:
        'Every price and total is computed from the server’s records (any price or total sent is ignored). The stock of every ' +
        'line is reserved in the same transaction, or nothing is placed. The lines leave the cart. An unpaid order is cancelled ' +
        'automatically after order_auto_cancel_minutes (default 30) and its stock returned; pay it with /customer/order/pay. ' +
        'Codes: 2000008 no address_id and no default address; 2000019 address_id not one of the caller’s; 2000021 {product_id} ' +
        'a product no longer for sale; 2000023 {product_id, stock} not enough stock; 1000008 {field: cart} no line selected, ' +
        `{field: shipping_method} unknown delivery type. ${USER_CODES}`,
      body: submitOrderBodySchema,
      response: responses(submitOrderResultSchema),
    },
    handler: async (request) => {
      const b = request.body;
      return ok(
        await submitOrder(
          db,
          userIdOf(request),
          {
            addressId: b.address_id,
            shippingMethod: b.shipping_method,
            paymentMethod: b.payment_method,
            remark: b.order_remark ?? '',
          },
          request.lang,
        ),
      );
    },
  });
};
