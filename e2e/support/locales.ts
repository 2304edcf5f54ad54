import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './paths';

type Tree = { [key: string]: string | Tree };

/** The web app's own dictionaries: tests look for the words a user of that language sees. */
export function dictionary(lang: string): (key: string, vars?: Record<string, string>) => string {
  const tree = JSON.parse(
    readFileSync(join(ROOT_DIR, 'apps/web/src/locales', `${lang}.json`), 'utf8'),
  ) as Tree;
  return (key, vars = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}

/** The back office's own messages (`features/back-office/locales/<lang>/<area>.json`), keys `<area>.<key>`. */
export function adminDictionary(
  lang: string,
): (key: string, vars?: Record<string, string>) => string {
  const dir = join(ROOT_DIR, 'apps/web/src/features/back-office/locales', lang);
  return (key, vars = {}) => {
    const [area, ...rest] = key.split('.');
    let node: string | Tree | undefined = JSON.parse(
      readFileSync(join(dir, `${area}.json`), 'utf8'),
    ) as Tree;
    for (const part of rest) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}
