import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, type Storage } from './storage';

/** Media on local disk under `root` (DATA_DIR/media by default). */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return join(root, key);
  };
  return {
    localRoot: root,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
