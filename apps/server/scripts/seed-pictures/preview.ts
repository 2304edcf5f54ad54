/**
 * Renders contact sheets of the demo pictures, as drawn, for a visual check before generating:
 *   npx tsx apps/server/scripts/seed-pictures/preview.ts [out-dir]   (default /tmp/seed-preview)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ADVERTS } from '../../src/db/seed/content/adverts';
import { BLOG_POSTS } from '../../src/db/seed/content/blog/index';
import { BRANDS } from '../../src/db/seed/content/brands';
import { CATEGORIES } from '../../src/db/seed/content/categories';
import { buildProducts } from '../../src/db/seed/content/products';
import { SHOPS } from '../../src/db/seed/content/shops';
import { Raster } from './draw/raster';
import { banner, blogImage, shopBanner } from './images/banners';
import { brandLogo, categoryIcon, shopLogo } from './images/catalog-art';
import { productImage } from './images/product-image';
import { siteLogo } from './images/site-art';
import { toWebp } from './webp';

/** Lays pictures out in a grid, each scaled down by an integer factor. */
function sheet(pictures: Raster[], columns: number, shrink: number): Raster {
  const cellW = Math.max(...pictures.map((p) => Math.ceil(p.width / shrink))) + 8;
  const cellH = Math.max(...pictures.map((p) => Math.ceil(p.height / shrink))) + 8;
  const rows = Math.ceil(pictures.length / columns);
  const out = new Raster(cellW * columns, cellH * rows, { background: [236, 238, 242] });
  pictures.forEach((picture, n) => {
    const ox = (n % columns) * cellW + 4;
    const oy = Math.floor(n / columns) * cellH + 4;
    for (let y = 0; y < Math.floor(picture.height / shrink); y++) {
      for (let x = 0; x < Math.floor(picture.width / shrink); x++) {
        const src = (y * shrink * picture.width + x * shrink) * picture.channels;
        const dst = ((oy + y) * out.width + ox + x) * 3;
        for (let c = 0; c < 3; c++) out.data[dst + c] = picture.data[src + c] ?? 0;
      }
    }
  });
  return out;
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? '/tmp/seed-preview';
  await mkdir(dir, { recursive: true });
  const started = performance.now();
  const products = buildProducts();
  const picks = products.filter((_, i) => i % 6 === 0).slice(0, 24);
  const sheets: Array<[string, Raster]> = [
    [
      'products.webp',
      sheet(
        picks.map((p) => productImage(p.look, 0)),
        6,
        2,
      ),
    ],
    [
      'product-views.webp',
      sheet(
        picks.slice(0, 6).flatMap((p) => [0, 1, 2].map((v) => productImage(p.look, v))),
        6,
        2,
      ),
    ],
    [
      'categories.webp',
      sheet(
        CATEGORIES.flatMap((c, i) =>
          [c, ...c.children].map((x) => categoryIcon(x.kind, (i * 40 + 200) % 360, x.key, x === c)),
        ),
        10,
        1,
      ),
    ],
    [
      'brands.webp',
      sheet(
        BRANDS.map((b) => brandLogo(b.name.en, b.hue, b.mark)),
        6,
        1,
      ),
    ],
    [
      'shops.webp',
      sheet(
        SHOPS.map((s) => shopLogo(s.kinds[0] ?? 'handbag', s.hue, s.key)),
        6,
        1,
      ),
    ],
    [
      'shop-banners.webp',
      sheet(
        SHOPS.map((s) => shopBanner(s.name, s.kinds, s.hue, s.key)),
        2,
        2,
      ),
    ],
    [
      'adverts.webp',
      sheet(
        ADVERTS.map((a) =>
          banner({
            width: 1200,
            height: a.position === 'top' ? 400 : 300,
            hue: a.hue,
            headline: a.headline,
            subline: a.subline,
            kinds: a.kinds,
            seed: a.key,
          }),
        ),
        2,
        2,
      ),
    ],
    [
      'blog.webp',
      sheet(
        BLOG_POSTS.map((p) => blogImage(p.kinds, p.hue, p.key)),
        3,
        2,
      ),
    ],
    ['logo.webp', sheet([siteLogo()], 1, 1)],
  ];
  for (const [name, raster] of sheets) await writeFile(join(dir, name), await toWebp(raster));
  process.stdout.write(
    `Wrote ${sheets.length} contact sheets to ${dir} in ${Math.round(performance.now() - started)} ms\n`,
  );
}

void main();
