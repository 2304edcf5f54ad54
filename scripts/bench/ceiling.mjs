// The ceiling: a bare node:http server answering a fixed JSON body of a given size.
// Run as a child: node ceiling.mjs PORT BYTES
import { createServer } from 'node:http';

const [port, bytes] = process.argv.slice(2).map(Number);
const filler = 'x'.repeat(Math.max(0, bytes - 40));
const body = JSON.stringify({ code: 200, message: 'ok', data: { filler } });
createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
