import { LANGS, type Lang } from '@mall/contract/locales';

/**
 * The per-language texts of a content row (`title_en`, `title_zh`, ...) as the back office reads
 * and writes them: every language, empty when not written. A save replaces them all.
 */
export function textsOf<P extends string>(
  row: Record<string, unknown>,
  prefix: P,
): Record<`${P}_${Lang}`, string> {
  const out: Record<string, string> = {};
  for (const lang of LANGS) {
    const value = row[`${prefix}_${lang}`];
    out[`${prefix}_${lang}`] = typeof value === 'string' ? value : '';
  }
  return out as Record<`${P}_${Lang}`, string>;
}

/** The texts of a save body for one prefix, each passed through `clean` (absent is empty). */
export function textsFrom<P extends string>(
  body: Partial<Record<string, unknown>>,
  prefix: P,
  clean: (value: string) => string = (value) => value,
): Record<`${P}_${Lang}`, string> {
  const out: Record<string, string> = {};
  for (const lang of LANGS) {
    const value = body[`${prefix}_${lang}`];
    out[`${prefix}_${lang}`] = clean(typeof value === 'string' ? value : '');
  }
  return out as Record<`${P}_${Lang}`, string>;
}
