import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planSeedPictures } from './content/pictures';
import { buildProducts } from './content/products';
import { SEED_PICTURES_DIR } from './write-images';

/** The committed demo pictures, all of them together, stay below this many bytes. */
const TOTAL_BUDGET = 2 * 1024 * 1024;

const { pictures } = planSeedPictures(buildProducts(), (key) => `/static/${key}`);

describe('the committed demo pictures (decision 0018)', () => {
  it('are exactly the pictures the seed plans, each a WebP file, within the size budget', async () => {
    const root = fileURLToPath(SEED_PICTURES_DIR);
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(root.length))
      .sort();
    expect(files).toEqual(pictures.map((p) => p.key).sort());
    let total = 0;
    for (const { key } of pictures) {
      const bytes = await readFile(`${root}${key}`);
      expect(bytes.subarray(0, 4).toString('latin1'), key).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), key).toBe('WEBP');
      expect(bytes.readUInt32LE(4) + 8, key).toBe(bytes.length);
      total += bytes.length;
    }
    expect(total).toBeLessThan(TOTAL_BUDGET);
  });

  it('plans one key per picture and one picture per seeded row', () => {
    expect(new Set(pictures.map((p) => p.key)).size).toBe(pictures.length);
    const products = pictures.filter((p) => p.spec.type === 'product');
    expect(products.length).toBe(buildProducts().reduce((n, p) => n + p.imageCount, 0));
  });
});
