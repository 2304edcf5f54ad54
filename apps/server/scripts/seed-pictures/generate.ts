/**
 * Draws every demo picture of the seed's picture list and writes it as WebP under
 * apps/server/src/db/seed/seed-pictures/, replacing what was there (decision 0018). The
 * pictures are content: run this once after changing the demo content or the drawings, look at
 * the result (preview.ts), and commit the files.
 *
 *   npm run seed-pictures -w @mall/server
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planSeedPictures } from '../../src/db/seed/content/pictures';
import { buildProducts } from '../../src/db/seed/content/products';
import { SEED_PICTURES_DIR } from '../../src/db/seed/write-images';
import { drawPicture } from './draw-picture';
import { toWebp } from './webp';

async function main(): Promise<void> {
  const started = performance.now();
  const root = fileURLToPath(SEED_PICTURES_DIR);
  const { pictures } = planSeedPictures(buildProducts(), (key) => key);
  await rm(root, { recursive: true, force: true });
  let bytes = 0;
  for (const { key, spec } of pictures) {
    const file = `${root}${key}`;
    const webp = await toWebp(drawPicture(spec));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, webp);
    bytes += webp.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Wrote ${pictures.length} pictures, ${(bytes / 1024).toFixed(0)} KiB, to ${root} in ${seconds} s\n`,
  );
}

await main();
