/**
 * The limits of the back office's catalogue that both the server and the web check (decision
 * 0028), without zod, like rules.ts (decision 0017): the web imports them without pulling zod.
 */

/** The longest category or brand name, in any language. */
export const TAXONOMY_NAME_MAX = 60;
/** Categories nest one level: a top-level category and its subcategories. */
export const CATEGORY_MAX_DEPTH = 2;
/** The most products one flags call changes. */
export const MAX_FLAG_IDS = 100;
/** A commission percent: 0 to 100, at most 2 decimals. */
export const COMMISSION_PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
export const COMMISSION_PERCENT_MAX = 100;
