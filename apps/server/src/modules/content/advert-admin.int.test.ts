import { describe, expect, it } from 'vitest';
import type { AdminAdvert, AdminAdvertPage } from '@mall/contract/content-admin';
import { ErrorCode } from '@mall/contract/errors';
import type { Advert, WebsiteConfig } from '@mall/contract/site';
import { adverts } from '../../db/schema/index';
import {
  auditOf,
  contentCallers,
  expectRefused,
  type ContentCallers,
} from '../../test/content-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { setSetting, uploadImage } from '../../test/wallet-fixtures';

let who: ContentCallers;
let adminImage = '';
let catalogueImage = '';
let buyerImage = '';

const t = useTestApp({
  reset: { tables: ['adverts', 'audit_log', 'settings'] },
  seed: async ({ app, db }) => {
    who = await contentCallers(app, db);
    [adminImage, catalogueImage, buyerImage] = await Promise.all([
      uploadImage(app, who.admin.token),
      uploadImage(app, who.catalogue.token),
      uploadImage(app, who.buyer.token),
    ]);
  },
});

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function save(body: Record<string, unknown>, token = who.admin.token) {
  return envelope<AdminAdvert>(await post(t.app, '/admin/advert/save', body, { token }));
}

async function storeAdverts(lang = 'en'): Promise<Advert[]> {
  return envelope<{ list: Advert[] }>(
    await get(t.app, '/customer/index/store', { type: 'advert' }, { lang }),
  ).data.list;
}

async function popup() {
  return envelope<WebsiteConfig>(
    await get(t.app, '/customer/index/store', { type: 'website_config' }),
  ).data.advert_popup;
}

describe('POST /admin/advert/save', () => {
  it('creates an advert buyers see at once, with its audit entry', async () => {
    const saved = await save({
      position: 'center',
      image: adminImage,
      link: '#/pages/category/category',
      title_en: 'Spring sale',
      title_es: 'Rebajas',
      sort: 2,
    });
    expect(saved).toMatchObject({
      code: 200,
      data: {
        position: 'center',
        image: adminImage,
        title_en: 'Spring sale',
        title_zh: '',
        active: 1,
        live: true,
        starts_at: null,
        ends_at: null,
      },
    });
    expect(await storeAdverts('es')).toEqual([
      {
        id: saved.data.id,
        position: 'center',
        image: adminImage,
        link: '#/pages/category/category',
        title: 'Rebajas',
      },
    ]);
    expect(await auditOf(t.db, `advert:${saved.data.id}`)).toEqual([
      { actorId: who.admin.id, action: 'advert.save', before: null, after: saved.data },
    ]);
  });

  it('shows buyers only active adverts inside their dates, by sort', async () => {
    const base = { position: 'top', image: adminImage };
    const second = await save({ ...base, title_en: 'second', sort: 5 });
    const first = await save({ ...base, title_en: 'first', sort: 1, starts_at: at(-DAY) });
    const off = await save({ ...base, title_en: 'off', active: 0 });
    const later = await save({ ...base, title_en: 'later', starts_at: at(DAY) });
    const over = await save({ ...base, title_en: 'over', ends_at: at(-1000) });
    expect((await storeAdverts()).map((a) => a.title)).toEqual(['first', 'second']);
    const page = envelope<AdminAdvertPage>(
      await get(t.app, '/admin/advert/index', { position: 'top' }, { token: who.catalogue.token }),
    ).data;
    expect(page.total).toBe(5);
    const live = Object.fromEntries(page.list.map((a) => [a.title_en, a.live]));
    expect(live).toEqual({ first: true, second: true, off: false, later: false, over: false });
    for (const advert of [second, first, off, later, over]) expect(advert.code).toBe(200);
  });

  it('edits an advert: a catalogue editor keeps the image another uploaded, or uses their own', async () => {
    const created = await save({ position: 'bottom', image: adminImage, title_en: 'Old' });
    const kept = await save(
      { id: created.data.id, position: 'bottom', image: adminImage, title_en: 'New', active: 0 },
      who.catalogue.token,
    );
    expect(kept.data).toMatchObject({
      id: created.data.id,
      title_en: 'New',
      active: 0,
      live: false,
    });
    const own = await save(
      { id: created.data.id, position: 'center_top', image: catalogueImage },
      who.catalogue.token,
    );
    expect(own.data).toMatchObject({ position: 'center_top', image: catalogueImage, title_en: '' });
    const entries = await auditOf(t.db, `advert:${created.data.id}`);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['advert.save', who.admin.id],
      ['advert.save', who.catalogue.id],
      ['advert.save', who.catalogue.id],
    ]);
    expect(entries[1]?.before).toMatchObject({ title_en: 'Old', active: 1 });
    expect(entries[1]?.after).toMatchObject({ title_en: 'New', active: 0 });
  });

  it('refuses an image the caller did not upload, and writes nothing', async () => {
    const answer = await save({ position: 'top', image: buyerImage });
    expect(answer).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'image', reason: 'not a file you uploaded' },
    });
    expect(await t.db.$count(adverts)).toBe(0);
    expect(await auditOf(t.db, 'advert:1')).toEqual([]);
  });

  it('answers 2000019 for an unknown id', async () => {
    expect((await save({ id: 999_999, position: 'top', image: adminImage })).code).toBe(
      ErrorCode.NoData,
    );
  });

  it.each([
    [{ image: adminImage }, ErrorCode.MissingParameter, 'position'],
    [{ position: 'top', image: '' }, ErrorCode.MissingParameter, 'image'],
    [{ position: 'side' }, ErrorCode.InvalidParameter, 'position'],
    [{ position: 'top', image: '/static/../x.png' }, ErrorCode.InvalidParameter, 'image'],
    [{ position: 'top', link: 'javascript:alert(1)' }, ErrorCode.InvalidParameter, 'link'],
    [{ position: 'top', link: 'http://example.com' }, ErrorCode.InvalidParameter, 'link'],
    [{ position: 'top', link: '//evil.example' }, ErrorCode.InvalidParameter, 'link'],
    [
      { position: 'top', link: 'https://a.example/"onmouseover=x' },
      ErrorCode.InvalidParameter,
      'link',
    ],
    [{ position: 'top', title_en: 'a\u0000b' }, ErrorCode.InvalidParameter, 'title_en'],
    [{ position: 'top', sort: -1 }, ErrorCode.InvalidParameter, 'sort'],
    [{ position: 'top', active: 'yes' }, ErrorCode.InvalidParameter, 'active'],
    [{ position: 'top', starts_at: '2026-13-01' }, ErrorCode.InvalidParameter, 'starts_at'],
    [
      { position: 'top', starts_at: '2026-05-02T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' },
      ErrorCode.InvalidParameter,
      'ends_at',
    ],
  ])('refuses %j with %i on its field', async (body, code, field) => {
    const answer = await save({ image: adminImage, ...body });
    expect(answer).toMatchObject({ code, data: { field } });
  });

  it('accepts an https URL and an app path', async () => {
    for (const link of [
      'https://shop.example/sale?x=1',
      '/pages/home/home',
      '#/pages/blog/list',
      '',
    ])
      expect((await save({ position: 'top', image: adminImage, link })).data.link).toBe(link);
  });
});

describe('the advert popup', () => {
  it('is website_config advert_popup while live, never among the home adverts', async () => {
    expect(await popup()).toBeNull();
    const saved = await save({
      position: 'popup',
      image: adminImage,
      link: 'https://shop.example/sale',
      starts_at: at(-DAY),
      ends_at: at(DAY),
    });
    expect(saved.data.live).toBe(true);
    expect(await popup()).toEqual({
      image: adminImage,
      link: 'https://shop.example/sale',
      every_hours: 24,
    });
    expect(await storeAdverts()).toEqual([]);
    await save({ id: saved.data.id, position: 'popup', image: adminImage, active: 0 });
    expect(await popup()).toBeNull();
    const listed = envelope<AdminAdvertPage>(
      await get(t.app, '/admin/advert/index', { position: 'popup' }, { token: who.admin.token }),
    ).data;
    expect(listed.list.map((a) => [a.id, a.live])).toEqual([[saved.data.id, false]]);
  });

  it('shows again every advert_popup_every_hours, the registry setting, checked on save and read', async () => {
    await save({ position: 'popup', image: adminImage, link: '' });
    const saveHours = async (value: unknown) =>
      envelope(
        await post(
          t.app,
          '/admin/settings/save',
          { key: 'advert_popup_every_hours', value: JSON.stringify(value) },
          { token: who.admin.token },
        ),
      );
    expect(await saveHours(6)).toMatchObject({ code: 200, data: { value: 6 } });
    expect(await popup()).toEqual({ image: adminImage, link: '', every_hours: 6 });
    expect(await saveHours(0)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'value' },
    });
    // A value stored by hand that the registry refuses reads as its default.
    await setSetting(t.db, 'advert_popup_every_hours', 1000);
    expect(await popup()).toEqual({ image: adminImage, link: '', every_hours: 24 });
  });
});

describe('POST /admin/advert/remove', () => {
  it('removes an advert from the buyers’ store, with its audit entry', async () => {
    const saved = await save({ position: 'top', image: adminImage, title_en: 'Gone' });
    const removed = envelope(
      await post(
        t.app,
        '/admin/advert/remove',
        { id: saved.data.id },
        { token: who.catalogue.token },
      ),
    );
    expect(removed).toMatchObject({ code: 200, data: { id: saved.data.id } });
    expect(await storeAdverts()).toEqual([]);
    const entries = await auditOf(t.db, `advert:${saved.data.id}`);
    expect(entries[1]).toEqual({
      actorId: who.catalogue.id,
      action: 'advert.remove',
      before: saved.data,
      after: null,
    });
    const again = envelope(
      await post(t.app, '/admin/advert/remove', { id: saved.data.id }, { token: who.admin.token }),
    );
    expect(again.code).toBe(ErrorCode.NoData);
    expect(
      envelope(await post(t.app, '/admin/advert/remove', { id: 'x' }, { token: who.admin.token })),
    ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'id' } });
  });
});

describe('who may', () => {
  it('refuses finance, support, buyers and visitors on every advert call', async () => {
    const [row] = await t.db
      .insert(adverts)
      .values({ position: 'top', image: adminImage })
      .returning({ id: adverts.id });
    const id = String(row?.id);
    await expectRefused(t.app, who, 'GET', '/admin/advert/index');
    await expectRefused(t.app, who, 'POST', '/admin/advert/save', {
      id,
      position: 'top',
      image: adminImage,
    });
    await expectRefused(t.app, who, 'POST', '/admin/advert/remove', { id });
    expect(await t.db.$count(adverts)).toBe(1);
    expect(await auditOf(t.db, `advert:${id}`)).toEqual([]);
  });
});
