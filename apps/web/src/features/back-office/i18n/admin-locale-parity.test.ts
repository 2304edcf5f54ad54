import { describe, expect, it } from 'vitest';
import { LANGS } from '@mall/contract/locales';

const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });
const REQUIRED = ['en', 'zh', 'es'];

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[0]).sort();

/** Every file as [lang, area, messages]. */
const entries = Object.entries(files).map(([path, module]) => {
  const [, lang = '', area = ''] = /\.\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  return { lang, area, messages: flatten(module.default) };
});
const areas = [...new Set(entries.filter((e) => e.lang === 'en').map((e) => e.area))];

describe('back-office locales', () => {
  it('keeps its files in the interface languages, each area in English', () => {
    for (const { lang, area } of entries) {
      expect(LANGS as readonly string[], `${lang}/${area}`).toContain(lang);
      expect(areas, `${lang}/${area}.json has no English`).toContain(area);
    }
  });

  for (const area of areas) {
    const reference = entries.find((e) => e.lang === 'en' && e.area === area)!.messages;
    for (const lang of REQUIRED.filter((l) => l !== 'en')) {
      it(`${lang}/${area} has every English key`, () => {
        const messages = entries.find((e) => e.lang === lang && e.area === area)?.messages;
        expect(messages, `${lang}/${area}.json is missing`).toBeDefined();
        const missing = [...reference.keys()].filter((key) => !messages?.has(key));
        expect(missing).toEqual([]);
      });
    }
    it(`no language of ${area} has a key English lacks; placeholders match`, () => {
      for (const { lang, messages } of entries.filter((e) => e.area === area)) {
        for (const [key, text] of messages) {
          expect(reference.has(key), `${lang}/${area}: ${key}`).toBe(true);
          expect(text.trim(), `${lang}/${area}: ${key}`).not.toBe('');
          expect(placeholders(text), `${lang}/${area}: ${key}`).toEqual(
            placeholders(reference.get(key) ?? ''),
          );
        }
      }
    });
  }

  it('lists every area file in its language index', async () => {
    const indexes = import.meta.glob<{ default: Record<string, unknown> }>(
      '../locales/*/index.ts',
      {
        eager: true,
      },
    );
    for (const { lang, area } of entries) {
      const index = indexes[`../locales/${lang}/index.ts`];
      expect(Object.keys(index?.default ?? {}), `${lang}/index.ts lacks ${area}`).toContain(area);
    }
  });
});
