import { BEAUTY } from './beauty';
import { BOOKS } from './books';
import { ELECTRONICS } from './electronics';
import { FASHION } from './fashion';
import { FOOD } from './food';
import { HOME } from './home';
import { JEWELLERY } from './jewellery';
import { SPORTS } from './sports';
import { TOYS } from './toys';
import type { CatalogSpec } from './types';

/** The product vocabulary of every top-level category, keyed like categories.ts. */
export const CATALOG: CatalogSpec[] = [
  ELECTRONICS,
  FASHION,
  BEAUTY,
  HOME,
  SPORTS,
  TOYS,
  FOOD,
  BOOKS,
  JEWELLERY,
];
