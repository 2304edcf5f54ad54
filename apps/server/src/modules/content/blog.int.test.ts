import { describe, expect, it } from 'vitest';
import type { BlogDetail, BlogPage } from '@mall/contract/content';
import { blogPosts } from '../../db/schema/index';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ reset: { tables: ['blog_posts'] } });

const DAY = 86_400_000;

async function insertPosts() {
  return t.testDb.database.db
    .insert(blogPosts)
    .values([
      {
        title_en: 'Old',
        title_zh: '旧文',
        summary_en: 'old summary',
        content_en: '<p>old</p>',
        image: '/static/blog/old.png',
        publishedAt: new Date(Date.now() - 3 * DAY),
      },
      {
        title_en: 'New',
        summary_en: 'new summary',
        summary_es: 'resumen',
        content_en: '<p>new</p>',
        content_es: '<p>nuevo</p>',
        publishedAt: new Date(Date.now() - DAY),
      },
      {
        title_en: 'Scheduled',
        content_en: '<p>later</p>',
        publishedAt: new Date(Date.now() + DAY),
      },
    ])
    .returning({ id: blogPosts.id });
}

describe('GET /blog/list', () => {
  it('pages the published posts newest first, texts in the lang with English fallback', async () => {
    const [old, fresh] = await insertPosts();
    const page = envelope<BlogPage>(await get(t.app, '/blog/list', {}, { lang: 'zh' })).data;
    expect(page).toMatchObject({ total: 2, page: 1, pagesize: 15 });
    expect(page.list).toEqual([
      {
        id: fresh?.id,
        title: 'New',
        image: '',
        summary: 'new summary',
        created_at: expect.any(String) as unknown,
      },
      {
        id: old?.id,
        title: '旧文',
        image: '/static/blog/old.png',
        summary: 'old summary',
        created_at: expect.any(String) as unknown,
      },
    ]);
    const es = envelope<BlogPage>(
      await get(t.app, '/blog/list', { pagesize: '1' }, { lang: 'es' }),
    ).data;
    expect(es.list.map((p) => p.summary)).toEqual(['resumen']);
    expect(es.total).toBe(2);
  });

  it('answers an empty page without posts', async () => {
    expect(envelope(await get(t.app, '/blog/list')).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      pagesize: 15,
    });
  });
});

describe('GET /blog/detail', () => {
  it('answers a published post in the lang', async () => {
    const [, fresh] = await insertPosts();
    const post = envelope<BlogDetail>(
      await get(t.app, '/blog/detail', { id: String(fresh?.id) }, { lang: 'es' }),
    ).data;
    expect(post).toEqual({
      id: fresh?.id,
      title: 'New',
      image: '',
      content: '<p>nuevo</p>',
      created_at: expect.stringMatching(/Z$/) as unknown,
    });
  });

  it('answers 2000019 for an unknown or scheduled post, 1000009 without an id', async () => {
    const [, , scheduled] = await insertPosts();
    expect(envelope(await get(t.app, '/blog/detail', { id: '999999' })).code).toBe(2000019);
    expect(envelope(await get(t.app, '/blog/detail', { id: String(scheduled?.id) })).code).toBe(
      2000019,
    );
    expect(envelope(await get(t.app, '/blog/detail')).code).toBe(1000009);
  });
});
