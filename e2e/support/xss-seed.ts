import type { RunningServer } from './server';
import { seedApi } from './xss-api';
import { DEMO_PASSWORD } from './session';
import { hostile, hostileRichText, unbroken } from './xss-corpus';
import { seedHostileContent } from './xss-seed-content';
import { seedHostileWallet } from './xss-seed-wallet';

/** What the seed stored, and what the server refused (field, code, reason). */
export interface Seeded {
  tokens: { buyer: string; seller: string; admin: string; applicant: string };
  productId: number;
  shopId: number;
  blogId: number;
  orderIds: { refunded: number; cancelled: number; rejected: number };
  fields: string[];
  refused: string[];
}

/**
 * Stores hostile text through the API in every field a user writes that a page shows: as the
 * demo buyer, seller and admin and a new applicant. Values the server refuses are recorded.
 */
export async function seedHostileData(server: RunningServer): Promise<Seeded> {
  const fields: string[] = [];
  const refused: string[] = [];

  const api = seedApi(server, fields, refused);
  const { call, must, get, login, upload } = api;

  const [buyer, seller, admin] = (await Promise.all(
    ['buyer', 'seller', 'admin'].map((name) => login(`${name}@example.com`)),
  )) as [string, string, string];
  const board = (type: number) => api.board(type, admin);

  // Registration: a name of 5000 characters is refused, hostile names of 64 are not.
  await call('register: firstname 5000 characters', '/customer/register/account', {
    email: 'xss-long@example.com',
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    firstname: unbroken('regL', 5000),
    agree: '1',
  });
  const registered: string[] = [];
  for (const [n, email] of [
    [0, 'xss-applicant@example.com'],
    [1, 'xss-rejected@example.com'],
  ] as const) {
    const result = await must<{ 'access-token': string }>(
      `register ${n}: firstname, lastname`,
      '/customer/register/account',
      {
        email,
        password: DEMO_PASSWORD,
        confirm_password: DEMO_PASSWORD,
        firstname: hostile(`regfn${n}`, 64, n),
        lastname: unbroken(`regln${n}`, 64),
        agree: '1',
      },
    );
    registered.push(result['access-token']);
  }
  const [applicant, rejectedApplicant] = registered as [string, string];

  // Profile of the buyer.
  await call(
    'profile: firstname 5000 characters',
    '/customer/info/update_user',
    { firstname: unbroken('fnL', 5000) },
    buyer,
  );
  await call(
    'profile: bank_name (English-name rule)',
    '/customer/info/update_user',
    { bank_name: hostile('bank', 100) },
    buyer,
  );
  await must(
    'profile: firstname, lastname, address',
    '/customer/info/update_user',
    {
      firstname: hostile('fn', 64, 1),
      lastname: unbroken('ln', 64),
      address: hostile('paddr', 255, 2),
    },
    buyer,
  );

  // Address book.
  const address = {
    first_name: hostile('afn', 64, 3),
    last_name: unbroken('aln', 64),
    email: 'buyer@example.com',
    telephone: '+1 415 555 0100',
    street1: hostile('st1', 200, 5),
    street2: unbroken('st2', 200),
    city: hostile('city', 100, 6),
    state: hostile('state', 100, 8),
    country: hostile('ctry', 100, 9),
    zip: '94103',
    is_default: '1',
  };
  await call(
    'address: zip with markup',
    '/checkout/onepage/addressadd',
    { ...address, zip: '"><b>1' },
    buyer,
  );
  let saved = await call<{ address_id: number }>(
    'address: names, streets, city, state, country',
    '/checkout/onepage/addressadd',
    address,
    buyer,
  );
  if (saved.code !== 200) {
    saved = await call<{ address_id: number }>(
      'address: names, streets (places as codes)',
      '/checkout/onepage/addressadd',
      {
        ...address,
        country: 'US',
        state: 'CA',
        city: 'San Francisco',
      },
      buyer,
    );
  }
  const addressId = saved.data.address_id;

  // Seller applications: one left under review, one rejected with a hostile message.
  await call(
    'applyseller: shop_name with markup (English-name rule)',
    '/customer/user/applyseller',
    {
      shop_name: hostile('shop', 100),
      contact_name: 'x',
      telephone: '+1 555 0100',
      address: 'x',
      id_front: 'x',
      id_back: 'x',
    },
    applicant,
  );
  for (const [n, token] of [
    [0, applicant],
    [1, rejectedApplicant],
  ] as const) {
    await must(
      `applyseller ${n}: contact_name, email, address, remark`,
      '/customer/user/applyseller',
      {
        shop_name: `Hostile Trading ${n}`,
        contact_name: hostile(`cn${n}`, 64, 2 + n),
        telephone: '+1 555 0100',
        email: `xss-applicant${n}@example.com`,
        address: hostile(`saddr${n}`, 300, 3 + n),
        id_front: await upload(token, true),
        id_back: await upload(token, true),
        remark: n ? unbroken('srem1', 140) : hostile('srem0', 140, 7),
      },
      token,
    );
  }
  const rejectedApp = (await board(100)).list.find(
    (a) => a.user?.email === 'xss-rejected@example.com',
  )!;
  await must(
    'admin reject 100: message',
    '/admin/review/decide',
    { type: '100', id: String(rejectedApp.id), approve: '0', message: hostile('msg100', 500, 0) },
    admin,
  );

  // A hostile product, approved with its initial stock.
  const categories = await get<{ list: { id: number; children?: { id: number }[] }[] }>(
    '/customer/index/get-first-category',
  );
  const categoryId = categories.list[0]!.children?.[0]?.id ?? categories.list[0]!.id;
  const image = await upload(seller, false);
  const product = {
    name_en: hostile('pn', 200, 0),
    name_zh: hostile('pnzh', 200, 3),
    name_es: unbroken('pnes', 200),
    description_en: hostileRichText('den'),
    description_zh: hostileRichText('dzh'),
    short_description_en: hostile('sden', 500, 5),
    short_description_zh: unbroken('sdzh', 500),
    short_description_es: hostile('sdes', 500, 9),
    price: '10',
    stock: '50',
    category_id: String(categoryId),
    images: JSON.stringify([image]),
  };
  await call(
    'product: name_en 5000 characters',
    '/seller/product/save',
    { ...product, name_en: unbroken('pnL', 5000) },
    seller,
  );
  const saved200 = await must<{ id: number }>(
    'product: names, rich descriptions, short descriptions (en, zh, es)',
    '/seller/product/save',
    product,
    seller,
  );
  const productId = saved200.id;
  await must(
    'admin approve 200: message',
    '/admin/review/decide',
    { type: '200', id: String(productId), approve: '1', message: hostile('msg200', 500, 4) },
    admin,
  );
  const stockIn = (await board(300)).list.find((a) => a.product?.id === productId)!;
  await must(
    'admin approve 300: message',
    '/admin/review/decide',
    { type: '300', id: String(stockIn.id), approve: '1', message: hostile('msg300', 500, 6) },
    admin,
  );
  // An edit under review (a revision) and two stock-in requests: one pending, one rejected.
  await must(
    'product revision: name_en, short description',
    '/seller/product/save',
    {
      ...product,
      id: String(productId),
      name_en: hostile('rev', 200, 9),
      short_description_en: unbroken('revsd', 500),
    },
    seller,
  );
  await must(
    'stock-in: remark',
    '/seller/stock/apply',
    { product_id: String(productId), qty: '5', remark: hostile('stock', 500, 10) },
    seller,
  );
  await must(
    'stock-in: long remark',
    '/seller/stock/apply',
    { product_id: String(productId), qty: '6', remark: unbroken('stockL', 500) },
    seller,
  );
  const toReject = (await board(300)).list.find((a) => a.product?.id === productId && a.qty === 6)!;
  await must(
    'admin reject 300: message',
    '/admin/review/decide',
    { type: '300', id: String(toReject.id), approve: '0', message: unbroken('msg300r', 500) },
    admin,
  );
  const detail = await get<{ shop: { id: number } }>(`/customer/product/detail?id=${productId}`);

  // Three orders of the hostile product, paid from the wallet.
  const orders: number[] = [];
  // The fourth stays paid: the seller's list of orders to ship shows it.
  for (let n = 0; n < 4; n += 1) {
    await must(
      'cart add',
      '/checkout/cart/add',
      { product_id: String(productId), qty: '1', buy_now: '1' },
      buyer,
    );
    const checkout = await get<{ shippings: { method: string }[] }>(
      '/checkout/onepage/index',
      buyer,
    );
    const placed = await must<{ orders: { order_id: number }[] }>(
      'checkout: order_remark',
      '/checkout/onepage/submitorder',
      {
        address_id: String(addressId),
        shipping_method: checkout.shippings[0]!.method,
        payment_method: 'wallet',
        order_remark: hostile(`orem${n}`, 140, 11 + n),
      },
      buyer,
    );
    const orderId = placed.orders[0]!.order_id;
    await must('pay', '/customer/order/pay', { order_id: String(orderId) }, buyer);
    orders.push(orderId);
  }
  const [refunded, cancelled, rejected] = orders as [number, number, number];
  await must(
    'ship',
    '/seller/order/ship',
    { order_id: String(refunded), log_sn: 'XSS-LOG-1' },
    seller,
  );
  await must(
    'deliver',
    '/admin/order/advance',
    { order_id: String(refunded), delivery_status: 'delivered' },
    admin,
  );
  await must('complete', '/customer/order/complete', { order_id: String(refunded) }, buyer);
  await must(
    'comment: content',
    '/customer/order/comment',
    {
      order_id: String(refunded),
      product_id: String(productId),
      star: '1',
      content: hostile('cmt', 140, 12),
    },
    buyer,
  );
  await must(
    'refund: reason',
    '/customer/order/refund',
    { order_id: String(refunded), reason: hostile('rfd', 140, 13) },
    buyer,
  );
  await must(
    'cancel: cancel_remark',
    '/customer/order/cancel',
    { order_id: String(cancelled), cancel_remark: hostile('cancel', 140, 14) },
    buyer,
  );
  await call(
    'seller reject: reason with a control character',
    '/seller/order/reject',
    { order_id: String(rejected), reason: 'nul\u0000here' },
    seller,
  );
  await must(
    'seller reject: reason',
    '/seller/order/reject',
    { order_id: String(rejected), reason: hostile('reject', 140, 15) },
    seller,
  );

  await seedHostileWallet(server, api, { buyer, admin });
  const { blogId } = await seedHostileContent(api, admin);

  await must(
    'cart add (left in the cart)',
    '/checkout/cart/add',
    { product_id: String(productId), qty: '1' },
    buyer,
  );

  return {
    tokens: { buyer, seller, admin, applicant: rejectedApplicant },
    productId,
    shopId: detail.shop.id,
    blogId,
    orderIds: { refunded, cancelled, rejected },
    fields,
    refused,
  };
}
