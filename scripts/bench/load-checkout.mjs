// One checkout load run, pinned to the load core by the caller: each connection is one buyer
// that adds the product to its cart and places the order (pay on delivery), again and again.
import autocannon from 'autocannon';

const [base, duration, configJson] = process.argv.slice(2);
const { productId, clients } = JSON.parse(configJson);
let next = 0;
const form = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' };

const result = await autocannon({
  url: base,
  duration: Number(duration),
  connections: clients.length,
  requests: [
    { method: 'POST', path: '/api/checkout/cart/add', body: `product_id=${productId}&qty=1` },
    { method: 'POST', path: '/api/checkout/onepage/submitorder' },
  ],
  setupClient(client) {
    const buyer = clients[next++ % clients.length];
    client.setHeaders({ ...form, 'access-token': buyer.token });
    client.setRequests([
      { method: 'POST', path: '/api/checkout/cart/add', headers: { ...form, 'access-token': buyer.token }, body: `product_id=${productId}&qty=1` },
      {
        method: 'POST',
        path: '/api/checkout/onepage/submitorder',
        headers: { ...form, 'access-token': buyer.token },
        body: `address_id=${buyer.addressId}&shipping_method=standard&payment_method=cod`,
      },
    ]);
  },
});
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  }),
);
