import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The contract's text-rule test (packages/contract/src/text.test.ts) walks the request schemas
 * by name: *BodySchema, *QuerySchema, *ParamsSchema and the three auth forms. This keeps every
 * route on a schema the walk sees.
 */
const MODULES = join(__dirname, '..', 'modules');
const REQUEST_NAME =
  /^\w+(Body|Query|Params)Schema$|^(loginSchema|loginIndexSchema|registerSchema)$/;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('-routes.ts') ? [path] : [];
  });
}

describe('route request schemas', () => {
  it('are contract schemas named as the text-rule walk expects', () => {
    const offending: string[] = [];
    let seen = 0;
    for (const file of routeFiles(MODULES)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /\b(body|querystring|params):\s*([^,\n}]+)/g,
      )) {
        seen += 1;
        const name = (match[2] ?? '').trim();
        if (!REQUEST_NAME.test(name)) offending.push(`${file}: ${match[1]}: ${name}`);
      }
    }
    expect(seen).toBeGreaterThan(40);
    expect(offending).toEqual([]);
  });
});
