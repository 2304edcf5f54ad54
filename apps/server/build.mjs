// Bundles the server into dist/server.js: our code and @mall/contract inside, every
// dependency of package.json left to node_modules. Migrations and the demo pictures are
// copied beside it.
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8'));
// Workspace packages (TypeScript source) are bundled; npm packages stay external.
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@mall/'))
  .flatMap((name) => [name, `${name}/*`]);

await rm(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/server.ts`],
  outfile: `${root}dist/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS (if any) may call require: give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
await cp(`${root}src/db/seed/seed-pictures`, `${root}dist/seed-pictures`, { recursive: true });
console.log('built apps/server/dist/server.js');
