import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { agree } from './catalog/spanish';
import { buildProducts } from './products';
import { buildReviews } from './reviews';

describe('demo content', () => {
  it('inflects Spanish adjectives to agree with their noun', () => {
    expect(agree('ligero', 'f')).toBe('ligera');
    expect(agree('ligero', 'mp')).toBe('ligeros');
    expect(agree('resistente', 'fp')).toBe('resistentes');
    expect(agree('esencial', 'mp')).toBe('esenciales');
    expect(agree('de algodón orgánico', 'f')).toBe('de algodón orgánico');
    expect(agree('premium|premium|premium|premium', 'fp')).toBe('premium');
  });

  it('builds 150 products with unique names in every subcategory, deterministically', () => {
    const products = buildProducts();
    expect(products).toHaveLength(150);
    expect(new Set(products.map((p) => p.name.en)).size).toBe(150);
    const subKeys = CATEGORIES.flatMap((c) => c.children.map((child) => child.key));
    for (const key of subKeys) expect(products.some((p) => p.categoryKey === key)).toBe(true);
    for (const p of products) {
      for (const lang of ['en', 'zh', 'zhtw', 'es'] as const) {
        expect(p.description[lang]).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul><p>.+<\/p>$/);
        expect(p.shortDescription[lang]).not.toBe('');
      }
      expect(p.name.jp && p.name.th && p.name.ko).toBeTruthy();
      expect(p.priceCents % 100).toBe(99);
    }
    expect(buildProducts().map((p) => p.name.en)).toEqual(products.map((p) => p.name.en));
  });

  it('keeps review texts within the 140-character limit', () => {
    for (const review of buildReviews(150, 6)) {
      expect(review.content.length).toBeLessThanOrEqual(140);
      expect(review.star).toBeGreaterThanOrEqual(1);
    }
  });
});
