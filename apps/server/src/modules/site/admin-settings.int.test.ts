import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/contract/errors';
import {
  SETTING_KEYS,
  SETTINGS,
  UNKNOWN_SETTING_DESCRIPTION,
  settingListSchema,
  type SettingKey,
} from '@mall/contract/settings';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { auditLog, currencies, settings } from '../../db/schema/index';
import { createLocalStorage } from '../../storage/local-storage';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { setSetting, uploadImage } from '../../test/wallet-fixtures';

let owner = { id: 0, email: '', token: '' };

const t = useTestApp({
  reset: 'each',
  seed: async ({ app, db }) => {
    await db.insert(currencies).values([
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: '1', sort: 1 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: '0.92', sort: 2 },
      { code: 'JPY', name: 'Yen', symbol: '¥', rate: '151', sort: 3, enabled: false },
    ]);
    owner = await loggedInUser(app, db, { roles: ['admin'] });
  },
});

/** Sends the value as the web does: its JSON text in a form field. */
const save = async (key: string, value: unknown, token = owner.token) =>
  envelope<{ key: string; value: unknown; description: string }>(
    await post(t.app, '/admin/settings/save', { key, value: JSON.stringify(value) }, { token }),
  );
const websiteConfig = async (app: App = t.app) =>
  envelope<Record<string, unknown>>(
    await get(app, '/customer/index/store', { type: 'website_config' }),
  ).data;

/** A value each key accepts (besides its default). */
const GOOD: Record<SettingKey, unknown> = {
  site_name: 'Corner Market',
  site_description: 'Two lines\nof text',
  logo: '',
  favicon: '/static/seed/site/logo.png',
  copyright: '© 2026 Corner',
  default_currency: 'EUR',
  default_lang: 'es',
  contact_email: 'help@corner.example.com',
  contact_phone: '+34 600 000 000',
  address: '1 Plaza Mayor\nMadrid',
  service_url: 'https://chat.corner.example.com/room?x=1',
  third_service_url: 'https://wa.me/34600000000',
  seller_url: 'https://sell.corner.example.com',
  chat_icon_size: 64,
  min_recharge: 25.5,
  topup_daily_limit: 0,
  order_auto_cancel_minutes: 45,
  order_auto_complete_days: 14,
  refund_window_days: 30,
  commission_percent: 7.25,
  cod_max_order: 500,
  cod_ship_days: 3,
  shipping_methods: [
    { method: 'standard', label: 'Standard', cost: 0 },
    { method: 'next-day', label: 'Next day', cost: 12.5 },
  ],
  app_version: '2.1.0',
  app_version_code: 210,
  advert_popup_every_hours: 6,
};

/** Values each key refuses, with a word of the reason. */
const BAD: Record<SettingKey, [unknown, string][]> = {
  site_name: [
    ['', 'empty'],
    [42, 'string'],
    ['x'.repeat(61), '60'],
    ['a\u0007b', 'control'],
  ],
  site_description: [
    ['x'.repeat(501), '500'],
    [['a'], 'string'],
  ],
  logo: [
    ['https://evil.example.com/x.png', '/static/'],
    ['/private/uploads/a.png', '/static/'],
    ['/static/../etc/passwd x', '/static/'],
  ],
  favicon: [[1, 'string']],
  copyright: [['line\nbreak', 'control']],
  default_currency: [
    ['eur', 'capital'],
    ['JPY', 'enabled'],
    ['GBP', 'enabled'],
  ],
  default_lang: [['fr', 'one of']],
  contact_email: [['not-an-email', 'email']],
  contact_phone: [['call me', 'phone']],
  address: [['x'.repeat(256), '255']],
  service_url: [
    ['javascript:alert(1)', 'http'],
    ['//evil.example.com', 'http'],
    ['ftp://files.example.com', 'http'],
  ],
  third_service_url: [['not a url', 'http']],
  seller_url: [[true, 'string']],
  chat_icon_size: [
    [10, 'at least 16'],
    [50.5, 'whole'],
    ['50', 'number'],
  ],
  min_recharge: [
    [0, 'at least'],
    [10.005, 'decimals'],
    [-5, 'negative'],
    ['100', 'number'],
  ],
  topup_daily_limit: [
    [-1, 'at least 0'],
    [1001, 'at most'],
  ],
  order_auto_cancel_minutes: [[0, 'at least 1']],
  order_auto_complete_days: [[366, 'at most 365']],
  refund_window_days: [[null, 'number']],
  commission_percent: [
    [101, 'at most 100'],
    [5.555, 'decimals'],
  ],
  cod_max_order: [[0, 'at least']],
  cod_ship_days: [[1.5, 'whole']],
  shipping_methods: [
    [[], 'at least one'],
    [[{ method: 'Fast!', label: 'Fast', cost: 1 }], '0.method'],
    [[{ method: 'fast', label: '', cost: 1 }], '0.label'],
    [[{ method: 'fast', label: 'Fast', cost: 1.234 }], '0.cost'],
    [
      [
        { method: 'a', label: 'A', cost: 0 },
        { method: 'a', label: 'B', cost: 0 },
      ],
      'once',
    ],
    [{ method: 'a' }, 'list'],
  ],
  app_version: [['v1', 'dotted']],
  app_version_code: [[0, 'at least 1']],
  advert_popup_every_hours: [
    [0, 'at least 1'],
    [721, 'at most 720'],
    [1.5, 'whole'],
    ['24', 'number'],
  ],
};

describe('GET /admin/settings/index', () => {
  it('lists every key of the registry in order, described, then the others the table holds', async () => {
    await setSetting(t.db, 'site_name', 'Stored Mart');
    await setSetting(t.db, 'chat_icon_size', 'not a number');
    await setSetting(t.db, 'legacy_flag', { on: true });
    // The content module's pointer to the static document is its own, edited on its own page.
    await setSetting(t.db, 'static_document', { key: 'documents/x.docx', size: 1, updated_at: '' });
    const answer = envelope(await get(t.app, '/admin/settings/index', {}, { token: owner.token }));
    expect(answer.code).toBe(200);
    const { list } = settingListSchema.parse(answer.data);
    expect(list.map((s) => s.key)).toEqual([...SETTING_KEYS, 'legacy_flag']);
    const byKey = new Map(list.map((s) => [s.key, s]));
    expect(byKey.get('site_name')).toEqual({
      key: 'site_name',
      value: 'Stored Mart',
      description: SETTINGS.site_name.description,
    });
    // A stored value the key does not accept shows (and is used as) the default.
    expect(byKey.get('chat_icon_size')?.value).toBe(50);
    expect(byKey.get('advert_popup_every_hours')?.value).toBe(24);
    expect(byKey.get('legacy_flag')).toEqual({
      key: 'legacy_flag',
      value: { on: true },
      description: UNKNOWN_SETTING_DESCRIPTION,
    });
    for (const item of list) expect(item.description.length).toBeGreaterThan(10);
  });
});

describe('POST /admin/settings/save', () => {
  it('stores a good value of every key and lists it back', async () => {
    for (const key of SETTING_KEYS) {
      const answer = await save(key, GOOD[key]);
      expect(answer, key).toMatchObject({ code: 200, data: { key, value: GOOD[key] } });
    }
    const { list } = settingListSchema.parse(
      envelope(await get(t.app, '/admin/settings/index', {}, { token: owner.token })).data,
    );
    expect(Object.fromEntries(list.map((s) => [s.key, s.value]))).toEqual(GOOD);
    expect(await t.db.$count(auditLog)).toBe(SETTING_KEYS.length);
  });

  it.each(
    SETTING_KEYS.flatMap((key) => BAD[key].map(([value, why]) => [key, value, why] as const)),
  )('%s refuses %j (%s): 1000008 on value, nothing stored', async (key, value, why) => {
    const answer = await save(key, value);
    expect(answer).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'value' } });
    expect((answer.data as unknown as { reason: string }).reason).toContain(why);
    expect(await t.db.$count(settings)).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('refuses an unknown key on the field key, and a missing key or value with 1000009', async () => {
    for (const key of [
      'tiktok_client_secret',
      '__proto__',
      'constructor',
      'advert_popup',
      'document_url',
      'static_document',
    ])
      expect(await save(key, 'x')).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { field: 'key' },
      });
    const raw = async (body: Record<string, unknown>) =>
      envelope(await post(t.app, '/admin/settings/save', body, { token: owner.token }));
    expect(await raw({ value: '"x"' })).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'key' },
    });
    expect(await raw({ key: 'site_name' })).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'value' },
    });
    expect(await raw({ key: 'site_name', value: 'unquoted' })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'value' },
    });
  });

  it('takes the value itself in a JSON body', async () => {
    const answer = envelope(
      await post(
        t.app,
        '/admin/settings/save',
        { key: 'shipping_methods', value: GOOD.shipping_methods },
        { token: owner.token, json: true },
      ),
    );
    expect(answer).toMatchObject({ code: 200, data: { value: GOOD.shipping_methods } });
  });

  it('writes the audit entry setting.save with before and after', async () => {
    await save('service_url', 'https://one.example.com');
    await save('service_url', 'https://two.example.com');
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.actorId, e.action, e.record, e.before, e.after])).toEqual([
      [owner.id, 'setting.save', 'setting:service_url', null, 'https://one.example.com'],
      [
        owner.id,
        'setting.save',
        'setting:service_url',
        'https://one.example.com',
        'https://two.example.com',
      ],
    ]);
  });

  it('takes effect on the buyer’s API at once: website_config and the top-up minimum', async () => {
    expect(await websiteConfig()).toMatchObject({ service_url: '', min_recharge: 100 });
    await save('service_url', 'https://chat.example.com');
    await save('min_recharge', 20);
    await save('advert_popup_every_hours', 6);
    await save('commission_percent', 9);
    const config = await websiteConfig();
    expect(config).toMatchObject({
      service_url: 'https://chat.example.com',
      min_recharge: 20,
      app_version_code: 108,
      // The popup and the document come from the content module alone: no popup advert, no
      // document uploaded.
      advert_popup: null,
      document_url: '',
    });
    // Private settings stay private; the popup's hours are answered inside advert_popup.
    expect(config).not.toHaveProperty('commission_percent');
    expect(config).not.toHaveProperty('advert_popup_every_hours');
  });

  it('accepts an image the caller uploaded and refuses one someone else did', async () => {
    const mine = await uploadImage(t.app, owner.token);
    expect(await save('logo', mine)).toMatchObject({ code: 200, data: { value: mine } });
    expect((await websiteConfig()).logo).toBe(mine);
    const other = await loggedInUser(t.app, t.db);
    const theirs = await uploadImage(t.app, other.token);
    expect(await save('favicon', theirs)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'value', reason: 'not a file you uploaded' },
    });
    // Saving again the value it holds is no new claim on the file.
    await t.db.update(settings).set({ value: theirs });
    expect(await save('logo', theirs)).toMatchObject({ code: 200 });
  });

  it('is the owner’s alone', async () => {
    for (const roles of [['finance'], ['catalogue'], ['support'], []]) {
      const { token } = await loggedInUser(t.app, t.db, { roles });
      expect(await save('site_name', 'Taken', token), roles.join()).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
      expect(envelope(await get(t.app, '/admin/settings/index', {}, { token }))).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
    }
    expect(await t.db.$count(settings)).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});

describe('two instances on one database', () => {
  let second: App;
  let secondDatabase: Database | null = null;

  beforeAll(async () => {
    // On PostgreSQL the second instance has its own connections, as another process would;
    // PGlite has one connection per process, so there the instances share it.
    const url = t.testDb.url;
    secondDatabase = url ? await openPostgres(url, 4) : null;
    second = await buildApp({
      config: t.config,
      database: secondDatabase ?? t.testDb.database,
      storage: createLocalStorage(t.mediaDir),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('a setting saved on one is answered by the other on its next request', async () => {
    expect((await websiteConfig(second)).service_url).toBe('');
    await save('service_url', 'https://first.example.com');
    expect((await websiteConfig(second)).service_url).toBe('https://first.example.com');
    await save('site_name', 'Renamed');
    expect((await websiteConfig(second)).site_name).toBe('Renamed');
  });

  it('a rate saved on one is answered by the other’s get_currency on its next request', async () => {
    const rateOn = async (app: App) =>
      envelope<{ list: { code: string; rate: string }[] }>(
        await get(app, '/customer/index/get_currency'),
      ).data.list.find((c) => c.code === 'EUR')?.rate;
    expect(await rateOn(second)).toBe('0.92');
    await post(
      t.app,
      '/admin/currency/save',
      { code: 'EUR', rate: '0.97' },
      { token: owner.token },
    );
    expect(await rateOn(second)).toBe('0.97');
  });
});
