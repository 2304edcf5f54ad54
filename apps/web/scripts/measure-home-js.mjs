// Sums the gzip size of the JavaScript the home route loads: the entry, its static imports,
// the home route's chunk and its static imports, and public/boot.js (what a phone downloads
// for `/`, English).
// Usage: node apps/web/scripts/measure-home-js.mjs [--budget 150]
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(tmpdir(), `mall-web-measure-${process.pid}`);
await build({ root, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
collect(entry);
// The home route is in the entry; were it lazy again, its chunk would count too.
if (manifest['src/app/routes/home.tsx']) collect('src/app/routes/home.tsx');

// public/boot.js is a classic script of index.html, outside the manifest.
const rows = [...seen, 'boot.js']
  .map((key) => manifest[key]?.file ?? key)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file))).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(2).padStart(8)} KB  ${r.file}`);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total (gzip, home route)`);
rmSync(outDir, { recursive: true, force: true });
const budgetAt = process.argv.indexOf('--budget');
if (budgetAt > 0 && total / 1024 > Number(process.argv[budgetAt + 1])) {
  console.error(`Over budget: ${(total / 1024).toFixed(2)} KB > ${process.argv[budgetAt + 1]} KB`);
  process.exit(1);
}
