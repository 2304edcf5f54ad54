import { describe, expect, it } from 'vitest';
import { LANGS } from '@mall/contract/locales';
import en from './en.json';

const files = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

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

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
const reference = flatten(en);

describe('locales', () => {
  it('has one file per interface language', () => {
    expect(
      Object.keys(files)
        .map((f) => f.slice(2, -5))
        .sort(),
    ).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the keys of en, each translated with the same placeholders`, () => {
      const messages = flatten(files[`./${lang}.json`]?.default);
      expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of messages) {
        expect(text.trim(), `${lang}:${key}`).not.toBe('');
        expect(placeholders(text), `${lang}:${key}`).toEqual(
          placeholders(reference.get(key) ?? ''),
        );
      }
    });
  }
});
