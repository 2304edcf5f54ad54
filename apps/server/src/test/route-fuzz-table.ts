import { brands, categories, depositWallets, orders, products } from '../db/schema/index';
import { PASSWORD, uniqueEmail } from './fixtures';
import type { Actor, Role, World } from './route-fixtures';
import type { FuzzEntry, RouteRequest } from './route-table';
import { eq } from 'drizzle-orm';
import { envelope, post } from './test-app';
import { addAddress, addToCart, insertShop, placeOrders } from './shop-fixtures';
import { CONTENT_FUZZ } from './route-fuzz-content';
import { insertAccount } from './staff-fixtures';

/**
 * The fuzz table: for every route the app registers ("METHOD /url"), how to build ONE valid
 * request as a role allowed to call it. route-inventory.int.test.ts fails on a route without
 * an entry and on an entry without a route.
 */
const PAGE = { page: 1, pagesize: 15 };
let serial = 0;
const next = (): number => {
  serial += 1;
  return serial;
};

/** The role's user (the routes that need one are never called as a visitor). */
function me(w: World, role: Role): Actor {
  const actor = w.actorOf(role);
  if (!actor) throw new Error(`${role} has no user`);
  return actor;
}

const none = (): RouteRequest => ({});
const page = (): RouteRequest => ({ query: { ...PAGE } });
const raw = (request: FuzzEntry['request']): FuzzEntry => ({ request, raw: true });
const plain = (request: FuzzEntry['request']): FuzzEntry => ({ request });
const refused = (
  because: string,
  request: FuzzEntry['request'],
  roles?: readonly Role[],
): FuzzEntry => ({
  request,
  refused: roles ? { because, roles } : { because },
});

const address = {
  first_name: 'Ada',
  last_name: 'Buyer',
  email: 'ada@example.com',
  telephone: '+1 555 0100',
  street1: '1 Main St',
  street2: 'Flat 2',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zip: '78701',
};

/** Shops, orders and refund arbitration (decision 0029): records of their own, made once per world. */
const spareShops = new WeakMap<World, Promise<number>>();
/** A shop nobody else uses, to suspend and to give a commission. */
function spareShop(w: World): Promise<number> {
  let shop = spareShops.get(w);
  if (!shop) {
    shop = insertShop(w.app, w.db, []).then((made) => made.shopId);
    spareShops.set(w, shop);
  }
  return shop;
}
const refusedRefunds = new WeakMap<World, Promise<number>>();
/** A refund of the seller's shop that the seller refused: waiting for arbitration. */
function refusedRefund(w: World): Promise<number> {
  let refund = refusedRefunds.get(w);
  if (!refund) {
    refund = (async () => {
      const ok = async <T>(url: string, body: Record<string, unknown>, token: string) => {
        const answer = envelope<T>(await post(w.app, url, body, { token }));
        if (answer.code !== 200) throw new Error(`${url}: ${JSON.stringify(answer)}`);
        return answer.data;
      };
      const [order] = await placeOrders(w.app, w.buyer.token, [
        { productId: w.seller.shop.productIds[0] ?? 0 },
      ]);
      if (!order) throw new Error('no order');
      await ok('/customer/order/pay', { order_id: order.order_id }, w.buyer.token);
      await w.db
        .update(orders)
        .set({ orderStatus: 'delivered', deliveryStatus: 'delivered' })
        .where(eq(orders.id, order.order_id));
      const asked = await ok<{ id: number }>(
        '/customer/order/refund',
        { order_id: order.order_id, reason: 'arrived broken' },
        w.buyer.token,
      );
      await ok('/seller/refund/decide', { id: asked.id, approve: 0 }, w.seller.token);
      return asked.id;
    })();
    refusedRefunds.set(w, refund);
  }
  return refund;
}

export const FUZZ_TABLE: Record<string, FuzzEntry> = {
  // The OpenAPI description and its UI, media and the web app: not envelopes.
  'GET /api/docs': raw(none),
  'GET /api/docs/static/index.html': raw(none),
  'GET /api/docs/static/swagger-initializer.js': raw(none),
  'GET /api/docs/json': raw(none),
  'GET /api/docs/yaml': raw(none),
  'GET /api/docs/static/*': raw(() => ({ params: { '*': 'swagger-ui.css' } })),
  'GET /static/*': raw((w) => ({ params: { '*': w.buyer.publicUpload.slice('/static/'.length) } })),
  'GET /': raw(none),

  // Accounts.
  'POST /api/customer/login/account': plain((w) => ({
    body: { email: w.loginEmail, password: PASSWORD },
  })),
  'POST /api/customer/login/index': plain((w) => ({
    body: { email: w.loginEmail, password: PASSWORD, bind_token: '' },
  })),
  'POST /api/customer/register/account': plain(() => ({
    body: {
      email: uniqueEmail('fuzz'),
      password: PASSWORD,
      confirm_password: PASSWORD,
      firstname: 'Fuzz',
      lastname: 'Tester',
      invite_code: '',
      agree: '1',
    },
  })),
  'GET /api/customer/user/logout': plain(async (w, role) => ({ token: await w.freshToken(role) })),
  'GET /api/customer/info/get_userinfo': plain(none),
  'GET /api/customer/info/get_user_balance': plain(none),
  'POST /api/customer/info/update_user': plain(() => ({
    body: { firstname: 'Fuzz', lastname: 'Tester', phone: '+1 555 0199' },
  })),
  'GET /api/customer/info/payment_settings': plain(none),
  'GET /api/customer/info/dashboard': plain(none),

  // Site.
  'GET /api/customer/index/get_currency': plain(none),
  'GET /api/customer/index/get_languages': plain(none),
  'POST /api/customer/index/get_wallets': plain(none),
  'GET /api/customer/index/store': plain(() => ({ query: { type: 'advert' } })),
  'GET /api/customer/index/systemnotify': plain(page),
  'POST /api/citys': plain(() => ({ body: { country: 'US', state: 'TX' } })),
  'POST /api/about_us-policy': plain(none),
  'GET /api/privacy-policy': plain(none),
  'GET /api/return_policy-policy': plain(none),
  'GET /api/support-policy': plain(none),
  'GET /api/terms-policy': plain(none),
  'GET /api/user-policy': plain(none),
  'GET /api/blog/list': plain(page),
  'GET /api/blog/detail': plain((w) => ({ query: { id: w.blogId } })),

  // Uploads.
  'POST /api/upload': plain(() => ({ multipart: { private: '1' } })),
  'GET /api/upload/private': raw((w, role) => ({ query: { path: me(w, role).privateUpload } })),

  // Wallet.
  'POST /api/customer/info/recharge': plain((w, role) => ({
    body: {
      wallet: 'USDT-TRC20',
      amount: '150.50',
      transcation_id: `fuzz-${next()}`,
      certificate: me(w, role).privateUpload,
      remark: 'fuzz',
    },
  })),
  'POST /api/bank/recharge': plain((w, role) => ({
    body: {
      amount: 200,
      bank_name: 'First Bank',
      bank_acc_name: 'Jane Doe',
      bank_acc_no: '12345678',
      transcation_id: `fuzz-bank-${next()}`,
      certificate: me(w, role).privateUpload,
      remark: 'fuzz',
    },
  })),
  'POST /api/customer/info/withdraw': plain(() => ({
    body: {
      amount: '1.00',
      wallet: 'BTC',
      address: 'bc1qfuzz',
      bank_name: '',
      bank_acc_name: '',
      bank_acc_no: '',
      bank_routing_no: '',
      remark: 'fuzz',
    },
  })),
  'POST /api/customer/info/withdraw_revoke': plain((w, role) => ({
    body: { id: me(w, role).withdrawalId },
  })),
  'POST /api/customer/info/transfer_balance_to_merchat': plain(() => ({
    body: { amount: '1.00' },
  })),
  'GET /api/customer/info/recharge_list': plain(() => ({ query: { ...PAGE, kind: 'recharge' } })),
  'GET /api/customer/info/transaction_details': plain(() => ({
    query: { ...PAGE, type: 'income' },
  })),

  // Notices.
  'GET /api/customer/user/notices': plain(() => ({ query: { ...PAGE, type: 500, isread: 1 } })),
  'GET /api/customer/user/notice-read': plain((w, role) => ({
    query: { id: me(w, role).noticeId },
  })),
  'GET /api/customer/info/notice_in_read': plain(none),

  // Admin reviews, orders, ledger, cache.
  'GET /api/admin/review/index': plain(() => ({ query: { ...PAGE, type: 400, status: 0 } })),
  'POST /api/admin/review/decide': plain((w) => ({
    body: { type: 400, id: w.otherBuyer.withdrawalId, approve: 0, message: 'fuzz' },
  })),
  'GET /api/admin/order/index': plain((w) => ({
    query: {
      ...PAGE,
      status: 'paid',
      payment_status: 'paid',
      delivery_status: 'to_ship',
      q: '0',
      buyer: w.otherBuyer.email,
      shop_id: w.seller.shop.shopId,
      from: '2020-01-01',
      to: '2099-12-31',
      sort: 'grand_total',
      order: 'desc',
    },
  })),
  'POST /api/admin/order/advance': plain((w) => ({
    body: { order_id: w.seller.shopOrderId, delivery_status: 'in_transit' },
  })),
  'POST /api/admin/order/cancel': plain((w) => ({
    body: { order_id: w.otherBuyer.orderId, reason: 'fuzz' },
  })),
  'POST /api/admin/order/confirm_payment': refused('no bank payment is under review', (w) => ({
    body: { order_id: w.otherBuyer.orderId, approve: 1 },
  })),
  'GET /api/admin/ledger/reconcile': plain(none),
  'GET /api/admin/staff/me': plain(none),
  'GET /api/admin/audit/index': plain(() => ({
    query: { ...PAGE, record: 'user:', action: 'user.', from: '2020-01-01', to: '2099-12-31' },
  })),
  'GET /api/customer/product/clear_product_cache': plain(none),

  // Catalogue.
  'POST /api/customer/index/get-all-brand': plain(none),
  'POST /api/customer/index/get-all-category': plain(none),
  'GET /api/customer/index/get-first-category': plain(none),
  'GET /api/customer/index/series-categorys': plain((w) => ({
    query: { id: w.seller.shop.categoryId },
  })),
  'GET /api/brand/:id': plain((w) => ({
    params: { id: String(w.brandId) },
    query: { ...PAGE, sort: 'sales' },
  })),
  'GET /api/category/top3': plain(none),
  'GET /api/category/:id/:page': plain((w) => ({
    params: { id: String(w.seller.shop.categoryId), page: '1' },
    query: {
      pagesize: 15,
      brand_id: w.brandId,
      min_price: '1',
      max_price: '100.50',
      sort: 'price_asc',
    },
  })),
  'GET /api/shop/:id/:page': plain((w) => ({
    params: { id: String(w.seller.shop.shopId), page: '1' },
    query: { pagesize: 15, sort: 'new' },
  })),
  'GET /api/search/:term': plain((w) => ({
    params: { term: 'Product' },
    query: {
      ...PAGE,
      category_id: w.seller.shop.categoryId,
      brand_id: w.brandId,
      min_price: '1',
      max_price: '100',
      sort: 'relevance',
    },
  })),
  'GET /api/customer/product/get_all_products': plain((w) => ({
    query: {
      ...PAGE,
      category_id: w.seller.shop.categoryId,
      brand_id: w.brandId,
      shop_id: w.seller.shop.shopId,
      min_price: '0.50',
      max_price: '1000',
      sort: 'price_desc',
    },
  })),
  'GET /api/customer/product/get_hot_list': plain(page),
  'GET /api/customer/product/get_new': plain(page),
  'GET /api/customer/product/get_recommend': plain(page),
  'GET /api/customer/product/get_recommend_list': plain((w) => ({
    query: { product_id: w.seller.shop.productIds[0], pagesize: 6 },
  })),
  'GET /api/customer/product/detail': plain((w) => ({
    query: { id: w.seller.shop.productIds[0] },
  })),
  'GET /api/customer/product/comments': plain((w) => ({
    query: { ...PAGE, id: w.seller.shop.productIds[0] },
  })),

  // Wishlist and follows.
  'POST /api/customer/wishlist/add': plain((w, role) => ({
    body: { product_id: w.shopFor(role).productIds[0] },
  })),
  'POST /api/customer/wishlist/remove': plain((w, role) => ({
    body: { product_id: w.shopFor(role).productIds[0] },
  })),
  'GET /api/customer/wishlist/index': plain(page),
  'POST /api/customer/shop/follow': plain((w, role) => ({
    body: { shop_id: w.shopFor(role).shopId },
  })),
  'POST /api/customer/shop/unfollow': plain((w, role) => ({
    body: { shop_id: w.shopFor(role).shopId },
  })),
  'GET /api/customer/shop/followed': plain(page),

  // Cart, addresses, checkout.
  'POST /api/checkout/cart/add': plain((w, role) => ({
    body: { product_id: w.shopFor(role).productIds[2], qty: 1, buy_now: 0 },
  })),
  'GET /api/checkout/cart/index': plain(none),
  'POST /api/checkout/cart/updateinfo': plain((w, role) => ({
    body: { item_id: me(w, role).cartItemId, qty: 2, up_type: '' },
  })),
  'POST /api/checkout/cart/select': plain((w, role) => ({
    body: { item_id: me(w, role).cartItemId, all: 0, checked: 1 },
  })),
  'POST /api/checkout/onepage/addressadd': plain((w, role) => ({
    body: { ...address, address_id: me(w, role).addressId, is_default: 1 },
  })),
  'POST /api/checkout/onepage/getaddresslist': plain(none),
  'POST /api/checkout/onepage/default-address': plain((w, role) => ({
    body: { address_id: me(w, role).addressId },
  })),
  'POST /api/checkout/onepage/remove_address': plain(async (w, role) => ({
    body: { address_id: await addAddress(w.app, me(w, role).token, { is_default: 0 }) },
  })),
  'GET /api/checkout/onepage/index': plain(none),
  'POST /api/checkout/onepage/submitorder': plain(async (w, role) => {
    await addToCart(w.app, me(w, role).token, w.shopFor(role).productIds[2] ?? 0, 1);
    return {
      body: {
        address_id: me(w, role).addressId,
        shipping_method: 'standard',
        payment_method: 'wallet',
        order_remark: 'fuzz',
      },
    };
  }),

  // Orders of the buyer.
  'GET /api/customer/order/index': plain(() => ({ query: { ...PAGE, status: 'unpaid' } })),
  'GET /api/customer/order/view': plain((w, role) => ({
    query: { order_id: me(w, role).orderId },
  })),
  'POST /api/customer/order/pay': plain((w, role) => ({
    body: { order_id: me(w, role).orderId, payment_method: 'wallet' },
  })),
  'POST /api/customer/order/cancel': plain((w, role) => ({
    body: { order_id: me(w, role).orderId, cancel_remark: 'fuzz' },
  })),
  'POST /api/customer/order/complete': plain((w, role) => ({
    body: { order_id: me(w, role).refundOrderId },
  })),
  'POST /api/customer/order/comment': plain((w, role) => {
    const actor = me(w, role);
    return {
      body: {
        order_id: actor.completedOrderId,
        product_id: actor.completedProductId,
        star: 5,
        content: 'fine',
        images: [actor.publicUpload],
      },
    };
  }),
  'GET /api/customer/order/track': plain((w, role) => ({
    query: { order_id: me(w, role).orderId },
  })),
  'POST /api/customer/order/refund': refused('a whole-order request is already open', (w, role) => {
    const actor = me(w, role);
    return {
      body: {
        order_id: actor.refundOrderId,
        item_id: actor.refundItemId,
        reason: 'broken',
        images: [actor.publicUpload],
      },
    };
  }),
  'POST /api/customer/order/refund_offline_confirm': refused(
    'the refund is not an approved offline one',
    (w, role) => ({ body: { id: me(w, role).refundId } }),
  ),
  'POST /api/customer/order/refund_cancel': plain((w, role) => ({
    body: { id: me(w, role).refundId },
  })),
  'GET /api/customer/order/refund_list': plain(() => ({ query: { ...PAGE, side: 'sent' } })),

  // Sellers.
  'POST /api/customer/user/applyseller': refused(
    'a seller already has a shop',
    (w, role) => {
      const actor = me(w, role);
      return {
        body: {
          shop_name: `Fuzz Goods ${'abcdefghij'[next() % 10]}`,
          contact_name: 'Ann',
          telephone: '+1 555 0101',
          email: 'ann@example.com',
          address: '2 Side St',
          id_front: actor.privateUpload,
          id_back: actor.privateUpload,
          remark: 'fuzz',
        },
      };
    },
    ['seller'],
  ),
  'GET /api/seller/order/index': plain(() => ({ query: { ...PAGE, status: 'paid' } })),
  'POST /api/seller/order/ship': plain((w) => ({
    body: { order_id: w.seller.shopOrderId, log_sn: 'LOG-1' },
  })),
  'POST /api/seller/order/reject': refused('the matrix shipped the order first', (w) => ({
    body: { order_id: w.seller.shopOrderId, reason: 'fuzz' },
  })),
  'POST /api/seller/refund/decide': plain((w) => ({
    body: { id: w.seller.shopRefundId, approve: 0 },
  })),
  'POST /api/seller/product/save': plain((w) => ({
    body: {
      name_en: 'Fuzz kettle',
      name_es: 'Hervidor',
      description_en: '<p>Boils</p>',
      short_description_en: 'Boils water',
      price: '24.90',
      stock: 5,
      category_id: w.seller.shop.categoryId,
      brand_id: w.brandId,
      images: [w.seller.publicUpload],
    },
  })),
  'GET /api/seller/product/index': plain(() => ({ query: { ...PAGE, status: 'approved' } })),
  'POST /api/seller/stock/apply': plain((w) => ({
    body: { product_id: w.seller.shop.productIds[0], qty: 5, remark: 'fuzz' },
  })),
  'GET /api/seller/stock/index': plain(() => ({ query: { ...PAGE, status: 0 } })),
  'GET /api/seller/dashboard': plain(none),

  // Shops, orders and refund arbitration (decision 0029).
  'GET /api/admin/shop/index': plain(() => ({
    query: { ...PAGE, q: 'Shop', status: 'approved', sort: 'order_count', order: 'desc' },
  })),
  // suspended=0: a shop_id changed by the fuzz must not close a shop the other routes buy in.
  'POST /api/admin/shop/suspend': plain(async (w) => ({
    body: { shop_id: await spareShop(w), suspended: 0, reason: 'fuzz' },
  })),
  'POST /api/admin/shop/commission': plain(async (w) => ({
    body: { shop_id: await spareShop(w), percent: '7.25' },
  })),
  'GET /api/admin/order/detail': plain((w) => ({ query: { order_id: w.otherBuyer.orderId } })),
  'GET /api/admin/refund/index': plain(() => ({ query: { ...PAGE, state: 'all' } })),
  'POST /api/admin/refund/arbitrate': plain(async (w) => ({
    body: { refund_id: await refusedRefund(w), approve: 0, message: 'fuzz' },
  })),
  // Catalogue: categories, brands, products (decision 0028). What a call moves, hides or
  // removes is made for it (catalogueRecords, a new row per remove), so no other route's
  // records change.
  'GET /api/admin/category/tree': plain(none),
  'POST /api/admin/category/save': plain((w, role) => ({
    body: {
      name_en: 'Fuzz category',
      name_zh: '模糊类别',
      icon: me(w, role).publicUpload,
      sort: 5,
      hidden: 0,
      commission_percent: '2.5',
    },
  })),
  'POST /api/admin/category/move': plain(async (w) => ({
    body: { id: (await catalogueRecords(w)).categoryId, parent_id: '', position: 0 },
  })),
  'POST /api/admin/category/remove': plain(async (w) => ({
    body: { id: await newCategory(w) },
  })),
  'GET /api/admin/brand/index': plain(() => ({
    query: { ...PAGE, q: 'fuzz', hidden: 0, sort: 'name', order: 'asc' },
  })),
  'POST /api/admin/brand/save': plain((w, role) => ({
    body: {
      name_en: 'Fuzz brand',
      name_es: 'Marca',
      logo: me(w, role).publicUpload,
      sort: 3,
      hidden: 0,
    },
  })),
  'POST /api/admin/brand/remove': plain(async (w) => ({ body: { id: await newBrand(w) } })),
  'GET /api/admin/product/index': plain((w) => ({
    query: {
      ...PAGE,
      q: 'product',
      shop_id: w.seller.shop.shopId,
      category_id: w.seller.shop.categoryId,
      status: 'approved',
      hidden: 0,
      featured: 0,
      recommended: 0,
      sort: 'price',
      order: 'asc',
    },
  })),
  'POST /api/admin/product/flags': plain(async (w) => ({
    body: { ids: [(await catalogueRecords(w)).productId], featured: 1, recommended: 1 },
  })),
  // Content (back office): adverts, blog, policies, announcements, the static document.
  ...CONTENT_FUZZ,

  // Users, staff and the audit log (decision 0030). Changes act on accounts made for the call,
  // and the disable call enables (a mutated user_id never disables an actor of the world).
  'GET /api/admin/user/index': plain(() => ({
    query: { ...PAGE, q: 'example', status: 'active', sort: 'email', order: 'asc' },
  })),
  'POST /api/admin/user/disable': plain(async (w) => ({
    body: { user_id: (await insertAccount(w.db, { status: 'disabled' })).id, disabled: 0 },
  })),
  'GET /api/admin/user/detail': plain((w) => ({ query: { user_id: w.otherSeller.id } })),
  'GET /api/admin/user/orders': plain((w) => ({ query: { ...PAGE, user_id: w.otherBuyer.id } })),
  'GET /api/admin/user/ledger': plain((w) => ({
    query: { ...PAGE, user_id: w.otherBuyer.id, account: 'balance' },
  })),
  'GET /api/admin/user/sessions': plain((w) => ({ query: { user_id: w.otherBuyer.id } })),
  'GET /api/admin/staff/index': plain(page),
  'POST /api/admin/staff/save': plain(() => ({
    body: {
      email: uniqueEmail('staff'),
      firstname: 'Fuzz',
      password: PASSWORD,
      roles: '["catalogue","support"]',
    },
  })),
  'POST /api/admin/staff/remove': plain(async (w) => ({
    body: { user_id: (await insertAccount(w.db, { roles: ['finance'] })).id },
  })),

  // Money and settings (decision 0027).
  'GET /api/admin/currency/index': plain(none),
  'POST /api/admin/currency/save': plain(() => ({
    body: { code: 'EUR', rate: '0.92', symbol: '€', name: 'Euro', enabled: 1, sort: 2 },
  })),
  'GET /api/admin/currency/history': plain(() => ({ query: { ...PAGE, code: 'EUR' } })),
  'GET /api/admin/deposit_wallet/index': plain(none),
  'POST /api/admin/deposit_wallet/save': plain(() => ({
    body: {
      code: 'FUZZ-USDT',
      name: 'Fuzz USDT',
      network: 'TRON (TRC20)',
      address: 'TFuzz1234567890',
      enabled: 1,
      sort: 9,
    },
  })),
  'POST /api/admin/deposit_wallet/remove': plain(async (w) => {
    // A wallet of its own that no record names, new for every call.
    const code = `GONE-${next()}`;
    await w.db
      .insert(depositWallets)
      .values({ code, name: 'Gone', network: 'TRON', address: 'TGone', sort: 99 });
    return { body: { code } };
  }),
  'GET /api/admin/ledger/commission': plain(() => ({
    query: { from: '2026-01-01', to: '2026-12-31', by: 'month', shops: 10 },
  })),
  'GET /api/admin/settings/index': plain(none),
  'POST /api/admin/settings/save': plain(() => ({
    body: { key: 'site_name', value: JSON.stringify('Fuzz Mart') },
  })),
  // Back office: dashboard and the counts of what waits.
  'GET /api/admin/dashboard/waiting': plain(none),
  'GET /api/admin/dashboard/summary': plain(none),
  'GET /api/admin/dashboard/sales': plain(() => ({ query: { by: 'day' } })),
};

/** A category and a product of the seller's shop that only the catalogue's calls move and flag. */
const catalogueWorlds = new WeakMap<World, Promise<{ categoryId: number; productId: number }>>();
function catalogueRecords(w: World): Promise<{ categoryId: number; productId: number }> {
  let records = catalogueWorlds.get(w);
  if (!records) {
    records = (async () => {
      const categoryId = await newCategory(w);
      const [product] = await w.db
        .insert(products)
        .values({
          shopId: w.seller.shop.shopId,
          categoryId,
          name_en: 'Fuzz flagged product',
          priceCents: 1000,
          originalPriceCents: 1000,
        })
        .returning({ id: products.id });
      return { categoryId, productId: product?.id ?? 0 };
    })();
    catalogueWorlds.set(w, records);
  }
  return records;
}

async function newCategory(w: World): Promise<number> {
  const [row] = await w.db
    .insert(categories)
    .values({ name_en: `Fuzz category ${next()}` })
    .returning({ id: categories.id });
  return row?.id ?? 0;
}

async function newBrand(w: World): Promise<number> {
  const [row] = await w.db
    .insert(brands)
    .values({ name_en: `Fuzz brand ${next()}` })
    .returning({ id: brands.id });
  return row?.id ?? 0;
}
