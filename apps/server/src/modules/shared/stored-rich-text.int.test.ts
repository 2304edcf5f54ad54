import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts, dataPasses, policies, products } from '../../db/schema/index';
import { insertShop } from '../../test/shop-fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { sanitizeStoredRichText } from './stored-rich-text';

const t = useTestApp({ reset: 'each' });

const HOSTILE =
  '<p>Good</p><iframe srcdoc="<script>alert(1)</script>"></iframe><style>body{display:none}</style>' +
  '<meta http-equiv="refresh" content="0;url=https://evil.example/"><img src=x onerror=alert(1)>';

describe('the start-up pass over stored rich text', () => {
  it('cleans product descriptions, blog posts and policies once, and changes nothing the second time', async () => {
    const db = t.testDb.database.db;
    const shop = await insertShop(t.app, db, [{}, {}]);
    const [hostileId, cleanId] = shop.productIds as [number, number];
    await db
      .update(products)
      .set({ description_en: HOSTILE, description_ko: '<b onclick="x()">b</b>' })
      .where(eq(products.id, hostileId));
    await db
      .update(products)
      .set({ description_en: '<p>Fine</p>' })
      .where(eq(products.id, cleanId));
    const [post] = await db
      .insert(blogPosts)
      .values({ title_en: 'Post', content_en: HOSTILE })
      .returning();
    await db
      .insert(policies)
      .values({ key: 'terms', title_en: 'Terms', content_zh: `<h2>条款</h2>${HOSTILE}` });

    expect(await sanitizeStoredRichText(t.testDb.database)).toBe(3);
    const [product] = await db.select().from(products).where(eq(products.id, hostileId));
    expect(product).toMatchObject({
      description_en: '<p>Good</p>',
      description_ko: '<b>b</b>',
      description_zh: '',
    });
    const [clean] = await db.select().from(products).where(eq(products.id, cleanId));
    expect(clean?.description_en).toBe('<p>Fine</p>');
    const [storedPost] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, post?.id ?? 0));
    expect(storedPost?.content_en).toBe('<p>Good</p>');
    const [policy] = await db.select().from(policies).where(eq(policies.key, 'terms'));
    expect(policy?.content_zh).toBe('<h2>条款</h2><p>Good</p>');
    const detail = envelope<{ description: string }>(
      await get(t.app, '/customer/product/detail', { id: String(hostileId) }),
    );
    expect(detail.data.description).toBe('<p>Good</p>');

    expect(await sanitizeStoredRichText(t.testDb.database)).toBeNull();
    await db.delete(dataPasses);
    expect(await sanitizeStoredRichText(t.testDb.database)).toBe(0);
  });
});
