import type { SearchSort } from '@mall/contract/catalog';

/** What a product list asks for: its filters, its order and a search term made ready for the statements. */

/** A search term prepared for the full-text, substring and trigram conditions. */
export interface SearchTerms {
  /** Lower-cased, spaces collapsed. */
  text: string;
  /** `'word':* & ...` of the term's words, or null when it has none. */
  tsquery: string | null;
  /** A LIKE pattern matching the text anywhere in a name, or null for a short term of spaced words. */
  pattern: string | null;
}

/** Scripts written without spaces between words (and Hangul compounds): a word can be any part of a name. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Shorter terms of other scripts match inside words only as a typo would ("tee" is not "steel"). */
const MIN_INFIX_LENGTH = 4;

export function searchTermsOf(term: string): SearchTerms {
  const text = term.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const infix = UNSPACED.test(text) || [...text].length >= MIN_INFIX_LENGTH;
  return {
    text,
    tsquery: words.length > 0 ? words.map((word) => `'${word}':*`).join(' & ') : null,
    pattern: infix ? `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null,
  };
}

/**
 * Orders over an alias holding id, created_at, sales, price_cents and rank. `featured`:
 * featured first, then best-selling (with `featuredFirst`).
 */
export type ListOrder = SearchSort | 'rank' | 'featured';

/**
 * A buyer's product list: which of the products buyers see it shows. What buyers see at all is
 * one rule for every buyer-facing statement, BUYER_VISIBLE in db/sql-fragments.ts (approved, not
 * hidden, in a shop that is not suspended; decision 0028): a filter only narrows it.
 */
export interface ProductFilter {
  categoryId?: number | undefined;
  brandId?: number | undefined;
  shopId?: number | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  search?: SearchTerms | undefined;
  /** Only the products in this user's wishlist. */
  wishlistOf?: number | undefined;
  /** Recommended or featured products only (get_recommend). */
  recommendedOnly?: boolean | undefined;
  /** Rank featured products first (order `featured`). */
  featuredFirst?: boolean | undefined;
}

/** A LIKE pattern matching `text` anywhere, lower-cased, its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
