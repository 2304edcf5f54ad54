// One autocannon run from a child process pinned to the load core; prints JSON results.
// node load.mjs URL SECONDS CONNECTIONS [HEADERS_JSON]
import autocannon from 'autocannon';
import { summary } from './summary.mjs';

const [url, duration, connections, headers = '{}'] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(duration),
  connections: Number(connections),
  headers: { lang: 'en', ...JSON.parse(headers) },
});
process.stdout.write(JSON.stringify(summary(result)));
