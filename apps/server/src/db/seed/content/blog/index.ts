import type { ObjectKind } from '../pictures';
import type { Texts4 } from '../i18n';
import { BLOG_EN } from './en';
import { BLOG_ES } from './es';
import { BLOG_ZH } from './zh';
import { BLOG_ZHTW } from './zhtw';

export interface BlogSeed {
  key: string;
  title: Texts4;
  summary: Texts4;
  content: Texts4;
  /** What its picture shows. */
  kinds: ObjectKind[];
  hue: number;
  daysAgo: number;
}

const META: Array<Pick<BlogSeed, 'key' | 'kinds' | 'hue' | 'daysAgo'>> = [
  { key: 'headphones-guide', kinds: ['headphones', 'phone'], hue: 220, daysAgo: 3 },
  { key: 'skincare-habits', kinds: ['skincare', 'perfume', 'haircare'], hue: 335, daysAgo: 8 },
  { key: 'small-spaces', kinds: ['chair', 'lamp', 'decor'], hue: 160, daysAgo: 13 },
  { key: 'first-5k', kinds: ['sneaker', 'smartwatch', 'beverage'], hue: 25, daysAgo: 19 },
  { key: 'coffee-at-home', kinds: ['coffee', 'kitchen'], hue: 30, daysAgo: 26 },
  { key: 'sell-on-wellmart', kinds: ['handbag', 'blocks', 'books'], hue: 265, daysAgo: 34 },
];

export const BLOG_POSTS: BlogSeed[] = META.map((meta, i) => {
  const pick = (field: 'title' | 'summary' | 'content'): Texts4 => ({
    en: BLOG_EN[i]?.[field] ?? '',
    zh: BLOG_ZH[i]?.[field] ?? '',
    zhtw: BLOG_ZHTW[i]?.[field] ?? '',
    es: BLOG_ES[i]?.[field] ?? '',
  });
  return { ...meta, title: pick('title'), summary: pick('summary'), content: pick('content') };
});
