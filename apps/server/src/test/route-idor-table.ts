import type { IdorEntry } from './route-table';

/**
 * The IDOR table: for every guarded route that takes a record id or an upload path, which
 * fields the sweep sends with another user's record (route-idor.int.test.ts) and which name
 * records of nobody in particular. A route with such a field and no entry fails the test.
 */
const CATALOGUE = 'a catalogue record anyone may name';
const ADMIN = 'admins may reach every record';
const TRANSACTION =
  'the payer’s own bank or chain reference, unique per wallet by design (2000028), no record of ours';
const REQUEST_KEY =
  'the caller’s own idempotency key, looked up among the caller’s records only: another user’s key makes a new request (withdraw.int.test.ts)';
const images = (path: string): string[] => [path];
const STAFF_IMAGE =
  'staff only: the caller’s own upload or the record’s current picture (content-admin tests)';

export const IDOR_TABLE: Record<string, IdorEntry> = {
  'GET /api/upload/private': { role: 'buyer', sweep: { path: (v) => v.privateUpload } },
  'POST /api/customer/info/recharge': {
    role: 'buyer',
    sweep: { certificate: (v) => v.privateUpload },
    public: { transcation_id: TRANSACTION },
  },
  'POST /api/bank/recharge': {
    role: 'buyer',
    sweep: { certificate: (v) => v.privateUpload },
    public: { transcation_id: TRANSACTION },
  },
  'POST /api/customer/info/withdraw': { public: { request_id: REQUEST_KEY } },
  'POST /api/customer/info/transfer_balance_to_merchat': { public: { request_id: REQUEST_KEY } },
  'POST /api/customer/info/withdraw_revoke': {
    role: 'buyer',
    sweep: { id: (v) => v.withdrawalId },
  },
  'POST /api/customer/info/update_user': { role: 'buyer', sweep: { photo: (v) => v.publicUpload } },
  'GET /api/customer/user/notice-read': { role: 'buyer', sweep: { id: (v) => v.noticeId } },
  'POST /api/checkout/cart/add': { public: { product_id: CATALOGUE } },
  'POST /api/checkout/cart/updateinfo': { role: 'buyer', sweep: { item_id: (v) => v.cartItemId } },
  'POST /api/checkout/cart/select': { role: 'buyer', sweep: { item_id: (v) => v.cartItemId } },
  'POST /api/checkout/onepage/addressadd': {
    role: 'buyer',
    sweep: { address_id: (v) => v.addressId },
  },
  'POST /api/checkout/onepage/default-address': {
    role: 'buyer',
    sweep: { address_id: (v) => v.addressId },
  },
  'POST /api/checkout/onepage/submitorder': {
    role: 'buyer',
    sweep: { address_id: (v) => v.addressId },
  },
  'POST /api/customer/wishlist/add': { public: { product_id: CATALOGUE } },
  'POST /api/customer/wishlist/remove': { public: { product_id: CATALOGUE } },
  'POST /api/customer/shop/follow': { public: { shop_id: CATALOGUE } },
  'POST /api/customer/shop/unfollow': { public: { shop_id: CATALOGUE } },
  'GET /api/customer/order/view': { role: 'buyer', sweep: { order_id: (v) => v.orderId } },
  'GET /api/customer/order/track': { role: 'buyer', sweep: { order_id: (v) => v.orderId } },
  'POST /api/customer/order/pay': { role: 'buyer', sweep: { order_id: (v) => v.orderId } },
  'POST /api/customer/order/cancel': { role: 'buyer', sweep: { order_id: (v) => v.orderId } },
  'POST /api/customer/order/complete': {
    role: 'buyer',
    sweep: { order_id: (v) => v.refundOrderId },
  },
  'POST /api/customer/order/comment': {
    role: 'buyer',
    sweep: { order_id: (v) => v.completedOrderId, images: (v) => images(v.publicUpload) },
    public: { product_id: 'a product of the order named by order_id' },
  },
  'POST /api/customer/order/refund': {
    role: 'buyer',
    sweep: {
      order_id: (v) => v.refundOrderId,
      item_id: (v) => v.refundItemId,
      images: (v) => images(v.publicUpload),
    },
  },
  'POST /api/customer/order/refund_offline_confirm': {
    role: 'buyer',
    sweep: { id: (v) => v.refundId },
    ownAnswersAsMissing:
      'only an approved offline refund can be confirmed: any other answers as missing',
  },
  'POST /api/customer/order/refund_cancel': { role: 'buyer', sweep: { id: (v) => v.refundId } },
  'POST /api/customer/user/applyseller': {
    role: 'buyer',
    sweep: { id_front: (v) => v.privateUpload, id_back: (v) => v.privateUpload },
    ownAnswersAsMissing:
      'its own documents file the application, after which every request answers "already applied"',
  },
  'POST /api/seller/order/ship': { role: 'seller', sweep: { order_id: (v) => v.shopOrderId } },
  'POST /api/seller/order/reject': { role: 'seller', sweep: { order_id: (v) => v.shopOrderId } },
  'POST /api/seller/refund/decide': { role: 'seller', sweep: { id: (v) => v.shopRefundId } },
  'POST /api/seller/product/save': {
    role: 'seller',
    sweep: { id: (v) => v.shop?.productIds[0], images: (v) => images(v.publicUpload) },
    public: { category_id: CATALOGUE, brand_id: CATALOGUE },
  },
  'POST /api/seller/stock/apply': {
    role: 'seller',
    sweep: { product_id: (v) => v.shop?.productIds[0] },
  },
  // Last: the sweep's own call removes the caller's address the routes above use.
  'POST /api/checkout/onepage/remove_address': {
    role: 'buyer',
    sweep: { address_id: (v) => v.addressId },
  },
  'POST /api/admin/review/decide': { public: { id: ADMIN } },
  'POST /api/admin/order/advance': { public: { order_id: ADMIN } },
  'POST /api/admin/order/cancel': { public: { order_id: ADMIN } },
  'POST /api/admin/order/confirm_payment': { public: { order_id: ADMIN } },
  'GET /api/admin/audit/index': { public: { actor_id: ADMIN } },
  // Shops, orders and refund arbitration (decision 0029).
  'POST /api/admin/shop/suspend': { public: { shop_id: ADMIN } },
  'POST /api/admin/shop/commission': { public: { shop_id: ADMIN } },
  'GET /api/admin/order/index': { public: { shop_id: ADMIN } },
  'GET /api/admin/order/detail': { public: { order_id: ADMIN } },
  'POST /api/admin/refund/arbitrate': { public: { refund_id: ADMIN } },

  // Catalogue: categories, brands, products (decision 0028).
  'POST /api/admin/category/save': { public: { id: CATALOGUE, parent_id: CATALOGUE } },
  'POST /api/admin/category/move': { public: { id: CATALOGUE, parent_id: CATALOGUE } },
  'POST /api/admin/category/remove': { public: { id: CATALOGUE } },
  'POST /api/admin/brand/save': { public: { id: CATALOGUE } },
  'POST /api/admin/brand/remove': { public: { id: CATALOGUE } },
  'GET /api/admin/product/index': { public: { shop_id: ADMIN, category_id: CATALOGUE } },
  // Content (back office): staff reach every content record; an image is the caller's own upload.
  'POST /api/admin/advert/save': { public: { id: ADMIN, image: STAFF_IMAGE } },
  'POST /api/admin/advert/remove': { public: { id: ADMIN } },
  'GET /api/admin/blog/detail': { public: { id: ADMIN } },
  'POST /api/admin/blog/save': { public: { id: ADMIN, image: STAFF_IMAGE } },
  'POST /api/admin/blog/remove': { public: { id: ADMIN } },
  'POST /api/admin/announcement/save': { public: { id: ADMIN } },
  'POST /api/admin/announcement/remove': { public: { id: ADMIN } },

  // Users, staff and the audit log (decision 0030).
  'POST /api/admin/user/disable': { public: { user_id: ADMIN } },
  'GET /api/admin/user/detail': { public: { user_id: ADMIN } },
  'GET /api/admin/user/orders': { public: { user_id: ADMIN } },
  'GET /api/admin/user/ledger': { public: { user_id: ADMIN } },
  'GET /api/admin/user/sessions': { public: { user_id: ADMIN } },
  'POST /api/admin/staff/remove': { public: { user_id: ADMIN } },
};
