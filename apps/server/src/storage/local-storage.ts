import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, isPrivateKey, PRIVATE_KEY_PREFIX, type Storage } from './storage';

/**
 * Media on local disk under `root` (DATA_DIR/media by default, served at /static); private
 * keys (`private/...`) under `privateRoot` (DATA_DIR/private), which nothing serves.
 */
export function createLocalStorage(root: string, privateRoot = `${root}-private`): Storage {
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return isPrivateKey(key)
      ? join(privateRoot, key.slice(PRIVATE_KEY_PREFIX.length))
      : join(root, key);
  };
  return {
    localRoot: root,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (
          (error as { code?: string }).code === 'ENOENT' ||
          (error as { code?: string }).code === 'EISDIR'
        )
          return null;
        throw error;
      }
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
