import { describe, expect, it } from 'vitest';
import type { AdminBlogDetail, AdminBlogPage } from '@mall/contract/content-admin';
import type { BlogDetail, BlogPage } from '@mall/contract/content';
import { ErrorCode } from '@mall/contract/errors';
import { blogPosts } from '../../db/schema/index';
import {
  auditOf,
  contentCallers,
  expectRefused,
  type ContentCallers,
} from '../../test/content-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { uploadImage } from '../../test/wallet-fixtures';

let who: ContentCallers;
let image = '';
let buyerImage = '';

const t = useTestApp({
  reset: { tables: ['blog_posts', 'audit_log'] },
  seed: async ({ app, db }) => {
    who = await contentCallers(app, db);
    image = await uploadImage(app, who.catalogue.token);
    buyerImage = await uploadImage(app, who.buyer.token);
  },
});

const DAY = 86_400_000;

async function save(body: Record<string, unknown>, token = who.catalogue.token) {
  return envelope<AdminBlogDetail>(await post(t.app, '/admin/blog/save', body, { token }));
}

const HOSTILE = [
  '<p onclick="alert(1)">Hello <b>world</b></p>',
  '<script>alert(document.cookie)</script>',
  '<img src="javascript:alert(1)"><img src=x onerror=alert(2)>',
  '<a href="javascript:alert(3)">click</a><a href="https://ok.example/">ok</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<div style="position:fixed;top:0;left:0;width:100%">cover</div>',
  '<style>body{display:none}</style><svg onload=alert(4)></svg>',
  '<form action="https://evil.example/"><input name=p></form>',
].join('');

describe('POST /admin/blog/save', () => {
  it('creates a post in every language, published now, with its audit entry', async () => {
    const saved = await save({
      title_en: 'Hello',
      title_zh: '你好',
      summary_en: 'A summary',
      content_en: '<p>Body</p>',
      image,
    });
    expect(saved).toMatchObject({
      code: 200,
      data: { title_en: 'Hello', title_zh: '你好', title_es: '', content_en: '<p>Body</p>', image },
    });
    expect(Date.parse(saved.data.published_at)).toBeLessThanOrEqual(Date.now());
    const list = envelope<BlogPage>(await get(t.app, '/blog/list', {}, { lang: 'zh' })).data;
    expect(list.list.map((p) => [p.id, p.title])).toEqual([[saved.data.id, '你好']]);
    expect(await auditOf(t.db, `blog:${saved.data.id}`)).toEqual([
      { actorId: who.catalogue.id, action: 'blog.save', before: null, after: saved.data },
    ]);
  });

  it('sanitises the content on the server: a hostile post renders harmlessly through /blog/detail', async () => {
    const saved = await save({
      title_en: '<b>Title</b>',
      content_en: HOSTILE,
      content_es: HOSTILE,
    });
    const stored = saved.data.content_en;
    for (const detail of [stored, saved.data.content_es]) {
      expect(detail).not.toMatch(/<script|<iframe|<style|<svg|<form|<input|<div|javascript:/i);
      expect(detail).not.toMatch(/\son[a-z]+=|style=/i);
    }
    const buyer = envelope<BlogDetail>(
      await get(t.app, '/blog/detail', { id: String(saved.data.id) }, { lang: 'es' }),
    ).data;
    expect(buyer.content).toBe(saved.data.content_es);
    expect(buyer.content).toContain('<p>Hello <b>world</b></p>');
    expect(buyer.content).toContain(
      '<a href="https://ok.example/" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(buyer.content).toContain('cover');
    // The title is plain text: the buyer's app shows it as text, so it is stored as sent.
    expect(buyer.title).toBe('<b>Title</b>');
  });

  it('schedules a post: listed in the back office, hidden from buyers until its time', async () => {
    const later = new Date(Date.now() + DAY).toISOString();
    const saved = await save({ title_en: 'Soon', published_at: later });
    expect(saved.data.published_at).toBe(later);
    const buyers = await get(t.app, '/blog/detail', { id: String(saved.data.id) });
    expect(envelope(buyers).code).toBe(ErrorCode.NoData);
    const page = envelope<AdminBlogPage>(
      await get(t.app, '/admin/blog/index', {}, { token: who.admin.token }),
    ).data;
    expect(page.list).toMatchObject([{ id: saved.data.id, title: 'Soon', published: false }]);
  });

  it('edits a post: keeps its publication time and image, moves updated_at, audits before and after', async () => {
    const created = await save({
      title_en: 'First',
      image,
      published_at: '2024-01-01T00:00:00.000Z',
    });
    const edited = await save(
      { id: created.data.id, title_en: 'Second', content_en: '<p>x</p>', image },
      who.admin.token,
    );
    expect(edited.data).toMatchObject({
      id: created.data.id,
      title_en: 'Second',
      published_at: '2024-01-01T00:00:00.000Z',
      image,
    });
    expect(Date.parse(edited.data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(created.data.updated_at),
    );
    const entries = await auditOf(t.db, `blog:${created.data.id}`);
    expect(entries[1]).toMatchObject({
      actorId: who.admin.id,
      action: 'blog.save',
      before: { title_en: 'First' },
      after: { title_en: 'Second' },
    });
  });

  it.each([
    [{}, ErrorCode.MissingParameter, 'title_en'],
    [{ title_en: '   ' }, ErrorCode.MissingParameter, 'title_en'],
    [{ title_en: 'x'.repeat(201) }, ErrorCode.InvalidParameter, 'title_en'],
    [{ title_en: 'a\nb' }, ErrorCode.InvalidParameter, 'title_en'],
    [{ title_en: 'ok', content_en: 'a\u0000b' }, ErrorCode.InvalidParameter, 'content_en'],
    [{ title_en: 'ok', published_at: 'tomorrow' }, ErrorCode.InvalidParameter, 'published_at'],
    [{ title_en: 'ok', image: 'https://evil.example/x.png' }, ErrorCode.InvalidParameter, 'image'],
    [{ title_en: 'ok', id: 0 }, ErrorCode.InvalidParameter, 'id'],
  ])('refuses %j with %i on its field', async (body, code, field) => {
    expect(await save(body)).toMatchObject({ code, data: { field } });
    expect(await t.db.$count(blogPosts)).toBe(0);
  });

  it('refuses another user’s upload as the image and an unknown id', async () => {
    expect(await save({ title_en: 'x', image: buyerImage })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'image' },
    });
    expect((await save({ id: 999_999, title_en: 'x' })).code).toBe(ErrorCode.NoData);
  });
});

describe('GET /admin/blog/index and /admin/blog/detail', () => {
  it('pages every post by the English title, and answers one in every language', async () => {
    const a = await save({ title_en: 'Summer 100% cotton', published_at: '2024-02-01T00:00:00Z' });
    await save({ title_en: 'Winter', published_at: '2024-03-01T00:00:00Z' });
    const token = who.admin.token;
    const search = async (q: string) =>
      envelope<AdminBlogPage>(
        await get(t.app, '/admin/blog/index', { q }, { token }),
      ).data.list.map((p) => p.title);
    expect(await search('')).toEqual(['Winter', 'Summer 100% cotton']);
    expect(await search('summer')).toEqual(['Summer 100% cotton']);
    expect(await search('100%')).toEqual(['Summer 100% cotton']);
    expect(await search('%')).toEqual(['Summer 100% cotton']);
    expect(await search('_')).toEqual([]);
    const paged = envelope<AdminBlogPage>(
      await get(t.app, '/admin/blog/index', { pagesize: '1', page: '2' }, { token }),
    ).data;
    expect(paged).toMatchObject({ total: 2, page: 2, list: [{ title: 'Summer 100% cotton' }] });
    const detail = envelope<AdminBlogDetail>(
      await get(t.app, '/admin/blog/detail', { id: String(a.data.id) }, { token }),
    );
    expect(detail).toEqual({ code: 200, message: expect.any(String) as unknown, data: a.data });
    expect(envelope(await get(t.app, '/admin/blog/detail', { id: '999999' }, { token })).code).toBe(
      ErrorCode.NoData,
    );
    expect(envelope(await get(t.app, '/admin/blog/detail', {}, { token })).code).toBe(
      ErrorCode.MissingParameter,
    );
  });
});

describe('POST /admin/blog/remove', () => {
  it('removes a post from the buyers’ blog, with its audit entry', async () => {
    const saved = await save({ title_en: 'Bye' });
    const removed = envelope(
      await post(t.app, '/admin/blog/remove', { id: saved.data.id }, { token: who.admin.token }),
    );
    expect(removed).toMatchObject({ code: 200, data: { id: saved.data.id } });
    expect(envelope(await get(t.app, '/blog/detail', { id: String(saved.data.id) })).code).toBe(
      ErrorCode.NoData,
    );
    expect((await auditOf(t.db, `blog:${saved.data.id}`))[1]).toEqual({
      actorId: who.admin.id,
      action: 'blog.remove',
      before: saved.data,
      after: null,
    });
    expect(
      envelope(
        await post(t.app, '/admin/blog/remove', { id: saved.data.id }, { token: who.admin.token }),
      ).code,
    ).toBe(ErrorCode.NoData);
  });
});

describe('who may', () => {
  it('refuses finance, support, buyers and visitors on every blog call', async () => {
    const saved = await save({ title_en: 'Kept' });
    const id = String(saved.data.id);
    await expectRefused(t.app, who, 'GET', '/admin/blog/index');
    await expectRefused(t.app, who, 'GET', '/admin/blog/detail', { id });
    await expectRefused(t.app, who, 'POST', '/admin/blog/save', { id, title_en: 'Changed' });
    await expectRefused(t.app, who, 'POST', '/admin/blog/remove', { id });
    expect(await auditOf(t.db, `blog:${id}`)).toHaveLength(1);
    const buyers = envelope<BlogDetail>(await get(t.app, '/blog/detail', { id })).data;
    expect(buyers.title).toBe('Kept');
  });
});
