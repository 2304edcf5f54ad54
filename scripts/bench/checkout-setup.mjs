// Prepares a checkout benchmark through the API: a product with ample stock and buyers
// with an address each. Every step is a real call, as a shop's own traffic would make it.
async function call(base, path, { token, body } = {}) {
  const headers = { lang: 'en' };
  if (token) headers['access-token'] = token;
  let payload;
  if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body).toString();
  }
  const response = await fetch(`${base}/api${path}`, {
    method: payload ? 'POST' : 'GET',
    headers,
    body: payload,
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

const login = async (base, email) =>
  (await call(base, '/customer/login/account', { body: { email, password: 'demo12345' } }))[
    'access-token'
  ];

/**
 * The seller's first product gets 100,000 more units the way stock arrives (contract 6.1):
 * a stock-in application the admin approves, as many as one application may ask (several
 * minutes of checkout at full speed); `buyers` accounts each get an address.
 */
export async function prepareCheckout(base, buyers) {
  const seller = await login(base, 'seller@example.com');
  const admin = await login(base, 'admin@example.com');
  const [product] = (await call(base, '/seller/product/index?pagesize=1', { token: seller })).list;
  const application = await call(base, '/seller/stock/apply', {
    token: seller,
    body: { product_id: String(product.id), qty: '100000', remark: 'Benchmark stock' },
  });
  await call(base, '/admin/review/decide', {
    token: admin,
    body: { type: '300', id: String(application.id), approve: '1' },
  });
  const clients = [];
  for (let i = 0; i < buyers; i += 1) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    const password = 'bench-password-1';
    const registered = await call(base, '/customer/register/account', {
      body: { email, password, confirm_password: password, firstname: `Bench${i}`, agree: '1' },
    });
    const token = registered['access-token'];
    const address = await call(base, '/checkout/onepage/addressadd', {
      token,
      body: {
        first_name: 'Bench',
        email,
        telephone: '+1 415 555 0100',
        street1: '1 Market St',
        city: 'San Francisco',
        state: 'California',
        country: 'United States',
        zip: '94103',
        is_default: '1',
      },
    });
    clients.push({ token, addressId: address.address_id });
  }
  return { productId: product.id, clients };
}
