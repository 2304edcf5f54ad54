// `npm run bench`: builds, then measures the home page's JavaScript, Lighthouse, and the API
// under load on PGlite and PostgreSQL beside a bare node:http ceiling. Writes
// docs/benchmarks.md. BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) tune the load runs.
import { cpus } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureCalls, measureCheckout } from './api.mjs';
import { measureHomeBundle } from './bundle.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { renderReport } from './report.mjs';
import { ROOT, startServer } from './server.mjs';

const BUDGET_KB = 150;

async function firstProductId(base) {
  const response = await fetch(`${base}/api/customer/product/get_all_products?pagesize=1`);
  const body = await response.json().catch(() => null);
  return body?.data?.list?.[0]?.id ?? 1;
}

async function buyerToken(base) {
  const response = await fetch(`${base}/api/customer/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'buyer@example.com', password: 'demo12345' }).toString(),
  });
  const body = await response.json();
  return body.data['access-token'];
}

async function apiCalls(base) {
  const id = await firstProductId(base);
  const token = await buyerToken(base);
  const list = '/customer/product/get_all_products?page=1&pagesize=20';
  return [
    { name: 'get_all_products (cached list, 20)', path: list },
    {
      name: 'get_all_products, as a browser asks (br)',
      path: list,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    { name: 'product/detail', path: `/customer/product/detail?id=${id}` },
    {
      name: 'product/detail, logged in',
      path: `/customer/product/detail?id=${id}`,
      headers: { 'access-token': token },
    },
    { name: 'search', path: '/search/headphones?page=1&pagesize=20' },
  ];
}

const results = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
};

console.log('== PGlite server: home bundle, Lighthouse, API');
let server = await startServer({ port: 18080, database: 'pglite' });
try {
  results.bundle = await measureHomeBundle(server.url);
  console.log(`home JS: ${(results.bundle.total / 1024).toFixed(1)} KB gzip`);
  results.lighthouse = await measureLighthouse(`${server.url}/`);
  console.log('lighthouse:', results.lighthouse.scores);
  results.pglite = await measureCalls(server.url, await apiCalls(server.url), 18090);
  results.pgliteCheckout = await measureCheckout(server.url, 18092);
} finally {
  await server.stop();
}

console.log('== PostgreSQL server: API');
server = await startServer({ port: 18081, database: 'postgres' });
try {
  results.postgres = await measureCalls(server.url, await apiCalls(server.url), 18091);
  results.postgresCheckout = await measureCheckout(server.url, 18093);
} finally {
  await server.stop();
}

await writeFile(join(ROOT, 'docs/benchmarks.md'), renderReport(results, BUDGET_KB));
console.log('wrote docs/benchmarks.md');
if (results.bundle.total > BUDGET_KB * 1024 || results.bundle.forbidden.length > 0)
  process.exitCode = 1;
