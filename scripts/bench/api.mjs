// API throughput and latency under load, beside a same-size node:http ceiling in the same run.
// The server runs on core 0, the load generator on core 1.
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { pinned } from './server.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(url, headers = {}) {
  const args = [
    `${HERE}load.mjs`,
    url,
    String(DURATION),
    String(CONNECTIONS),
    JSON.stringify(headers),
  ];
  const child = pinned(1, process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await once(child, 'exit');
  return JSON.parse(out);
}

/** The ceiling runs where the server runs (core 0), against the same load generator. */
async function ceilingFor(bytes, port) {
  const child = pinned(0, process.execPath, [`${HERE}ceiling.mjs`, String(port), String(bytes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill();
  }
}

/**
 * Measures each call: [{name, path, headers?}] against the running server at base. The
 * ceiling answers as many bytes as the call's answer on the wire (compressed when it is).
 */
export async function measureCalls(base, calls, ceilingPort) {
  const rows = [];
  for (const call of calls) {
    const url = `${base}/api${call.path}`;
    // fetch asks for compression unless told otherwise; the load generator asks only if the call does.
    const headers = { lang: 'en', 'accept-encoding': 'identity', ...call.headers };
    const probe = await fetch(url, { headers });
    const text = await probe.text();
    const code = probe.ok ? JSON.parse(text).code : probe.status;
    if (code !== 200) {
      rows.push({ name: call.name, path: call.path, skipped: `answers ${code}` });
      continue;
    }
    const encoding = probe.headers.get('content-encoding');
    const bytes = encoding ? Number(probe.headers.get('content-length')) : Buffer.byteLength(text);
    const result = await load(url, call.headers);
    const ceiling = await ceilingFor(bytes, ceilingPort);
    rows.push({ name: call.name, path: call.path, bytes, encoding, result, ceiling });
  }
  return rows;
}

/**
 * Checkout under load: each connection is a buyer adding the product and placing the order.
 * Orders placed are counted afterwards through the API, so only real checkouts count.
 */
export async function measureCheckout(base, ceilingPort) {
  const { prepareCheckout } = await import('./checkout-setup.mjs');
  const setup = await prepareCheckout(base, CONNECTIONS);
  const child = pinned(
    1,
    process.execPath,
    [`${HERE}load-checkout.mjs`, base, String(DURATION), JSON.stringify(setup)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await once(child, 'exit');
  const result = JSON.parse(out);
  let orders = 0;
  let sample = '';
  for (const client of setup.clients) {
    const response = await fetch(`${base}/api/customer/order/index?pagesize=1`, {
      headers: { 'access-token': client.token },
    });
    const text = await response.text();
    sample ||= text;
    orders += JSON.parse(text).data.total;
  }
  const ceiling = await ceilingFor(Buffer.byteLength(sample), ceilingPort);
  return { result, orders, ordersPerSecond: Math.round(orders / DURATION), ceiling };
}
