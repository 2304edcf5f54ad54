import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddBodySchema,
  cartCountSchema,
  cartSchema,
  cartSelectBodySchema,
  cartUpdateBodySchema,
} from '@mall/contract/cart';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { addToCart, cartOf, selectCartLines, updateCartLine } from './cart-service';

const TAG = ['cart'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/checkout/cart/add', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Adds units of a product to the cart, never more than its stock; answers the units in the cart',
      description:
        'qty: a whole number from 1 (default 1), added to the line’s units. buy_now=1: the line holds exactly qty and becomes ' +
        'the only selected line, so that checkout buys just it. The stock is checked again when the order is placed. ' +
        `Codes: 2000021 {product_id} unknown or not for sale; 2000023 {product_id} the line would exceed the stock. ${USER_CODES}`,
      body: cartAddBodySchema,
      response: responses(cartCountSchema),
    },
    handler: async (request) => {
      const { product_id, qty, buy_now } = request.body;
      return ok(
        await addToCart(db, userIdOf(request), {
          productId: product_id,
          qty,
          buyNow: buy_now ?? false,
        }),
      );
    },
  });

  app.get('/checkout/cart/index', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The cart: lines newest first, units, and the subtotal of the selected lines (USD)',
      description: `A product no longer for sale shows stock 0 and counts nothing in the subtotal. ${USER_CODES}`,
      response: responses(cartSchema),
    },
    handler: async (request) => ok(await cartOf(db, userIdOf(request), request.lang)),
  });

  app.post('/checkout/cart/updateinfo', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Sets a line’s quantity (qty), steps it (up_type add_one, less_one) or removes it (up_type remove); answers the cart',
      description:
        'less_one never goes below 1. A quantity may always go down, and up to the stock. ' +
        `Codes: 2000019 not a line of the caller’s cart; 2000023 {item_id} beyond the stock. ${USER_CODES}`,
      body: cartUpdateBodySchema,
      response: responses(cartSchema),
    },
    handler: async (request) => {
      const { item_id, qty, up_type } = request.body;
      return ok(
        await updateCartLine(
          db,
          userIdOf(request),
          { itemId: item_id, qty, upType: up_type },
          request.lang,
        ),
      );
    },
  });

  app.post('/checkout/cart/select', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Selects (checked=1) or deselects (checked=0) one line (item_id) or every line (all=1); answers the cart',
      description: `Checkout buys the selected lines. Codes: 2000019 not a line of the caller’s cart. ${USER_CODES}`,
      body: cartSelectBodySchema,
      response: responses(cartSchema),
    },
    handler: async (request) => {
      const { item_id, all, checked } = request.body;
      return ok(
        await selectCartLines(
          db,
          userIdOf(request),
          all ? null : (item_id ?? null),
          checked,
          request.lang,
        ),
      );
    },
  });
};
