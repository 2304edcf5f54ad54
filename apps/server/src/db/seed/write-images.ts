import { readFile } from 'node:fs/promises';
import { publicPath, type Storage } from '../../storage/storage';
import {
  PICTURE_CONTENT_TYPE,
  planSeedPictures,
  type SeedImages,
  type SeedPicture,
} from './content/pictures';
import type { ProductSeed } from './content/products';

export type { SeedImages } from './content/pictures';

/**
 * The committed demo pictures (decision 0018): `seed-pictures/` beside this file in the source
 * and beside the bundled server (build.mjs copies it to `dist/seed-pictures/`).
 */
export const SEED_PICTURES_DIR = new URL('./seed-pictures/', import.meta.url);

/** The bytes of a demo picture; a missing file names the generator to run. */
export async function readSeedPicture(
  picture: SeedPicture,
  dir = SEED_PICTURES_DIR,
): Promise<Buffer> {
  try {
    return await readFile(new URL(picture.key, dir));
  } catch (error) {
    throw new Error(
      `demo picture ${picture.key} is missing from ${dir.pathname}: run npm run seed-pictures -w @mall/server`,
      { cause: error },
    );
  }
}

/** Copies every demo picture into storage, a few at a time, and says where each row finds its own. */
export async function writeSeedImages(
  storage: Storage,
  products: ProductSeed[],
): Promise<SeedImages> {
  const { pictures, images } = planSeedPictures(products, publicPath);
  const queue = [...pictures];
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift())
      await storage.put(picture.key, await readSeedPicture(picture), PICTURE_CONTENT_TYPE);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return images;
}
