// One autocannon run from a child process pinned to the load core; prints JSON results.
// node load.mjs URL SECONDS CONNECTIONS [HEADERS_JSON]
import autocannon from 'autocannon';

const [url, duration, connections, headers = '{}'] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(duration),
  connections: Number(connections),
  headers: { lang: 'en', ...JSON.parse(headers) },
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
