// Renders the benchmark results as docs/benchmarks.md.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function apiTable(rows) {
  const lines = [
    '| call | body | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p99 ms | share of ceiling |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    if (row.skipped) {
      lines.push(`| ${row.name} | — | not measured: ${row.skipped} | | | | | |`);
      continue;
    }
    const { result, ceiling } = row;
    const share = `${Math.round((100 * result.rps) / Math.max(1, ceiling.rps))}%`;
    const body = row.encoding ? `${kb(row.bytes)} ${row.encoding}` : kb(row.bytes);
    lines.push(
      `| ${row.name} | ${body} | ${result.rps} | ${result.p50} | ${result.p99} | ${ceiling.rps} | ${ceiling.p99} | ${share} |`,
    );
  }
  return lines.join('\n');
}

function checkoutTable(rows) {
  const lines = [
    '| database | orders placed | orders/s | requests/s (add + submit) | p50 ms | p99 ms | ceiling req/s | ceiling p99 ms |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, row] of rows) {
    lines.push(
      `| ${name} | ${row.orders} | ${row.ordersPerSecond} | ${row.result.rps} | ${row.result.p50} | ${row.result.p99} | ${row.ceiling.rps} | ${row.ceiling.p99} |`,
    );
  }
  return lines.join('\n');
}

export function renderReport(results, budgetKb) {
  const { bundle, lighthouse } = results;
  const files = bundle.files
    .map((file) => `| ${file.path} | ${kb(file.raw)} | ${kb(file.gzip)} |`)
    .join('\n');
  return `# Benchmarks

Made by \`npm run bench\` (which builds first) on ${results.date.slice(0, 10)}: ${results.cores} cores
(${results.cpu}). The server runs on core 0 and the load generator (autocannon,
${process.env.BENCH_CONNECTIONS ?? 10} connections, ${process.env.BENCH_SECONDS ?? 10} s a call) on core 1; the ceiling is a bare
\`node:http\` server answering a fixed JSON body of the same size, measured in the same run.
Numbers move with the machine: compare runs on one machine only.

## Home page on a phone

JavaScript loaded by \`/\` at 390 x 844, gzip level 9: **${kb(bundle.total)}** (budget ${budgetKb} KB).
Seller or admin code loaded: ${bundle.forbidden.length === 0 ? 'none' : bundle.forbidden.map((f) => f.path).join(', ')}.

| file | raw | gzip |
|---|---|---|
${files}

Lighthouse 12, mobile, simulated slow 4G, median of 3 runs by performance:

| performance | accessibility | best practices | SEO | LCP | TBT | CLS |
|---|---|---|---|---|---|---|
| ${lighthouse.scores.performance} | ${lighthouse.scores.accessibility} | ${lighthouse.scores['best-practices']} | ${lighthouse.scores.seo} | ${lighthouse.lcp} | ${lighthouse.tbt} | ${lighthouse.cls} |

${lighthouse.failed.length ? `Audits under 0.9: ${lighthouse.failed.join(', ')}.` : 'Every weighted audit scores 0.9 or more.'}

## API under load

PGlite (the embedded default):

${apiTable(results.pglite)}

PostgreSQL 15 (a fresh database with the demo data):

${apiTable(results.postgres)}

## Checkout under load

Each connection is a buyer who adds one unit of a product (100,000 units received first
through a stock-in application the admin approves) to the cart and places the order, paying on
delivery, over and over.
Orders placed are counted afterwards through the API.

${checkoutTable([
  ['PGlite', results.pgliteCheckout],
  ['PostgreSQL', results.postgresCheckout],
])}

What makes the cached calls fast, and how fresh they are: lists, product details (what
anyone sees) and their related products are kept in memory per instance, serialised and
compressed once per entry (\`apps/server/src/plugins/answer-cache/\`: \`serializer.ts\`, \`compression.ts\`), and a
repeated anonymous request for one is answered before validation and the handler run
(\`remembered-answers.ts\`). The rate limit is off here (\`RATE_LIMIT_PER_MINUTE=0\`): ten
connections from one address would exceed it.
Any change to products, stock, sales, comments, categories, brands or shops clears every
instance's cache within a second (database triggers and \`NOTIFY\`, decision 0007); saves
that must show at once clear it at once. A logged-in detail adds the session lookup and one
live read of the viewer's follow and wishlist.

The number of SQL statements each call runs is checked by the integration tests
(\`catalog-demo.int.test.ts\`, with an empty cache, whatever the page size): lists 1 or 2;
product detail 1 (3 logged in: session, product, follow and wishlist); the shop page, a shop's
detail with a page of its products, 2 (3 logged in).
`;
}
