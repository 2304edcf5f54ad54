// One checkout load run, pinned to the load core by the caller: each connection is one buyer
// that adds the product to its cart and places the order (pay on delivery), again and again.
import autocannon from 'autocannon';
import { summary } from './summary.mjs';

const [base, duration, configJson] = process.argv.slice(2);
const { productId, clients } = JSON.parse(configJson);
let next = 0;
const form = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' };

const result = await autocannon({
  url: base,
  duration: Number(duration),
  connections: clients.length,
  setupClient(client) {
    const buyer = clients[next++ % clients.length];
    client.setRequests([
      {
        method: 'POST',
        path: '/api/checkout/cart/add',
        headers: { ...form, 'access-token': buyer.token },
        body: `product_id=${productId}&qty=1`,
      },
      {
        method: 'POST',
        path: '/api/checkout/onepage/submitorder',
        headers: { ...form, 'access-token': buyer.token },
        body: `address_id=${buyer.addressId}&shipping_method=standard&payment_method=cod`,
      },
    ]);
  },
});
process.stdout.write(JSON.stringify(summary(result)));
