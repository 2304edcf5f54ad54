import { z } from 'zod';

/**
 * The one text rule of every string a client sends (contract section 1): control characters are
 * refused with 1000008 {field, reason}, never stripped silently and never passed to the
 * database (PostgreSQL cannot store NUL in text, which would otherwise be a 500).
 *
 * - `line()`: one line (names, codes, emails, phone numbers, ids): no C0 control character at
 *   all (not even tab or a line break) and no DEL.
 * - `text()`: free text that may span lines (remarks, descriptions, comments, reasons, addresses):
 *   tab, LF and CR are allowed, every other C0 control character and DEL is refused.
 *
 * Both are plain zod strings: chain `.trim()`, `.min()`, `.max()`, `.regex()` as usual. The rule
 * runs first, on the value as sent. The one exception is the search term, whose control
 * characters count as spaces (catalog.ts).
 */

export const CONTROL_CHARACTER_REASON = 'must not contain control characters';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_FORBIDDEN = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when the value holds a character that `line()` refuses. */
export function hasLineControl(value: string): boolean {
  return LINE_FORBIDDEN.test(value);
}

/** True when the value holds a character that `text()` refuses. */
export function hasTextControl(value: string): boolean {
  return TEXT_FORBIDDEN.test(value);
}

/** A single-line string: no control character at all. */
export function line() {
  return z.string().refine((value) => !hasLineControl(value), { error: CONTROL_CHARACTER_REASON });
}

/** A multi-line string: tab, LF and CR allowed, no other control character. */
export function text() {
  return z.string().refine((value) => !hasTextControl(value), { error: CONTROL_CHARACTER_REASON });
}
