import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  followStateSchema,
  productIdBodySchema,
  productPageSchema,
  shopIdBodySchema,
  shopSummaryPageSchema,
  wishlistCountSchema,
} from '@mall/contract/catalog';
import { pageQuerySchema } from '@mall/contract/pagination';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import {
  addWishlist,
  follow,
  followedShops,
  removeWishlist,
  unfollow,
  wishlistPage,
} from './social-service';

const USER_CODES =
  'user route: 1100003 not logged in or session expired, 1000004 invalid token, 2000017 account disabled.';

/** The wishlist and shop follows of the logged-in user. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const user = { preHandler: requireUser } as const;

  app.post('/customer/wishlist/add', {
    ...user,
    schema: {
      tags: ['wishlist'],
      security: USER_SECURITY,
      summary: 'Add a product to the wishlist (adding it again changes nothing)',
      description: `Codes: 2000021 unknown or not approved product. ${USER_CODES}`,
      body: productIdBodySchema,
      response: responses(wishlistCountSchema),
    },
    handler: async (request) =>
      ok(await addWishlist(db, userIdOf(request), request.body.product_id)),
  });

  app.post('/customer/wishlist/remove', {
    ...user,
    schema: {
      tags: ['wishlist'],
      security: USER_SECURITY,
      summary: 'Remove a product from the wishlist',
      description: `Codes: 2000021 unknown product. ${USER_CODES}`,
      body: productIdBodySchema,
      response: responses(wishlistCountSchema),
    },
    handler: async (request) =>
      ok(await removeWishlist(db, userIdOf(request), request.body.product_id)),
  });

  app.get('/customer/wishlist/index', {
    ...user,
    schema: {
      tags: ['wishlist'],
      security: USER_SECURITY,
      summary: 'The wishlist: its visible products, latest added first',
      description: USER_CODES,
      querystring: pageQuerySchema,
      response: responses(productPageSchema),
    },
    handler: async (request) =>
      ok(await wishlistPage(db, userIdOf(request), request.query, request.lang)),
  });

  app.post('/customer/shop/follow', {
    ...user,
    schema: {
      tags: ['shops'],
      security: USER_SECURITY,
      summary: 'Follow a shop (following it again changes nothing)',
      description: `Codes: 2000019 unknown or suspended shop. ${USER_CODES}`,
      body: shopIdBodySchema,
      response: responses(followStateSchema),
    },
    handler: async (request) => ok(await follow(db, userIdOf(request), request.body.shop_id)),
  });

  app.post('/customer/shop/unfollow', {
    ...user,
    schema: {
      tags: ['shops'],
      security: USER_SECURITY,
      summary: 'Stop following a shop',
      description: `Codes: 2000019 unknown shop. ${USER_CODES}`,
      body: shopIdBodySchema,
      response: responses(followStateSchema),
    },
    handler: async (request) => ok(await unfollow(db, userIdOf(request), request.body.shop_id)),
  });

  app.get('/customer/shop/followed', {
    ...user,
    schema: {
      tags: ['shops'],
      security: USER_SECURITY,
      summary: 'The open shops the user follows, latest followed first',
      description: USER_CODES,
      querystring: pageQuerySchema,
      response: responses(shopSummaryPageSchema),
    },
    handler: async (request) => ok(await followedShops(db, userIdOf(request), request.query)),
  });
};
