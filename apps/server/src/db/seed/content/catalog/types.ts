import { t7, type Texts, type Texts4 } from '../i18n';

/** Spanish gender and number of a noun, for adjective agreement. */
export type Gender = 'm' | 'f' | 'mp' | 'fp';

export interface Noun extends Texts {
  g: Gender;
  /** The drawing variant of the subcategory's object this noun shows (apple 0, orange 1). */
  v: number;
}

export interface SubcatalogSpec {
  /** The subcategory key in categories.ts. */
  key: string;
  nouns: Noun[];
  /** Model names or pack sizes, the same in every language; '' for none. */
  models: string[];
  /** Price range in USD. */
  price: [number, number];
  features: Texts4[];
  adjectives?: Texts[];
}

export interface CatalogSpec {
  key: string;
  /** Adjectives for the whole category; Spanish in the masculine singular (or 'ms|fs|mp|fp'). */
  adjectives: Texts[];
  /** What the products are for, ending the description's first sentence. */
  usage: Texts4[];
  subs: SubcatalogSpec[];
}

export const noun = (
  en: string,
  zh: string,
  zhtw: string,
  es: string,
  jp: string,
  th: string,
  ko: string,
  g: Gender,
  v = 0,
): Noun => ({ ...t7(en, zh, zhtw, es, jp, th, ko), g, v });

export const adj = t7;
export { t4 as feature, t4 as usage } from '../i18n';
