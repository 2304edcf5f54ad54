import { describe, expect, it } from 'vitest';
import { LANGS } from '@mall/contract/locales';
import {
  adverts,
  announcements,
  currencies,
  depositWallets,
  policies,
  settings,
} from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

// SELLER_URL wins over the stored setting.
const t = useTestApp({ reset: 'each', env: { SELLER_URL: 'https://seller.example.com' } });

describe('GET /customer/index/get_currency', () => {
  it('lists the enabled currencies in order with rates as decimal strings', async () => {
    await t.testDb.database.db.insert(currencies).values([
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: '1', sort: 0 },
      { code: 'CNY', name: 'Yuan', symbol: '¥', rate: '7.123400', sort: 1 },
      { code: 'JPY', name: 'Yen', symbol: '¥', rate: '151.5', sort: 2 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: '0.912345', sort: 3 },
      { code: 'XXX', name: 'Off', symbol: '?', rate: '2', enabled: false },
    ]);
    expect(envelope(await get(t.app, '/customer/index/get_currency')).data).toEqual({
      list: [
        { code: 'USD', symbol: '$', rate: '1', name: 'US Dollar' },
        { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' },
        { code: 'JPY', symbol: '¥', rate: '151.5', name: 'Yen' },
        { code: 'EUR', symbol: '€', rate: '0.912345', name: 'Euro' },
      ],
      default: 'USD',
      static_url: '/static/',
    });
  });
});

describe('GET /customer/index/get_languages', () => {
  it('lists the seven languages, en by default', async () => {
    const data = envelope<{ list: { code: string; name: string }[]; default: string }>(
      await get(t.app, '/customer/index/get_languages'),
    ).data;
    expect(data.default).toBe('en');
    expect(data.list.map((l) => l.code)).toEqual([...LANGS]);
    expect(data.list.find((l) => l.code === 'jp')?.name).toBe('日本語');
  });
});

describe('POST /customer/index/get_wallets', () => {
  it('lists the enabled deposit wallets', async () => {
    await t.testDb.database.db.insert(depositWallets).values([
      { code: 'USDT-TRC20', name: 'USDT', address: 'T123', network: 'TRC20', sort: 1 },
      { code: 'BTC', name: 'Bitcoin', address: 'bc1q', network: 'Bitcoin', sort: 0 },
      { code: 'OFF', name: 'Off', address: 'x', network: 'y', enabled: false },
    ]);
    expect(envelope(await post(t.app, '/customer/index/get_wallets')).data).toEqual({
      list: [
        { name: 'Bitcoin', code: 'BTC', address: 'bc1q', network: 'Bitcoin' },
        { name: 'USDT', code: 'USDT-TRC20', address: 'T123', network: 'TRC20' },
      ],
    });
  });
});

describe('GET /customer/index/store', () => {
  it('lists the active adverts with the title in the request language', async () => {
    await t.testDb.database.db.insert(adverts).values([
      {
        position: 'top',
        image: '/static/a.png',
        link: '/x',
        title_en: 'Sale',
        title_zh: '促销',
        sort: 2,
      },
      { position: 'top', image: '/static/b.png', title_en: 'New', sort: 1 },
      { position: 'bottom', image: '/static/c.png', title_en: 'Off', active: false },
    ]);
    const zh = envelope<{ list: unknown[] }>(
      await get(t.app, '/customer/index/store', { type: 'advert' }, { lang: 'zh' }),
    );
    expect(zh.data.list).toEqual([
      { id: 2, position: 'top', image: '/static/b.png', link: '', title: 'New' },
      { id: 1, position: 'top', image: '/static/a.png', link: '/x', title: '促销' },
    ]);
  });

  it('answers the public website settings with defaults, never private ones', async () => {
    await t.testDb.database.db.insert(settings).values([
      { key: 'site_name', value: 'Well Mart' },
      { key: 'service_url', value: 'https://chat.example.com' },
      { key: 'seller_url', value: 'https://stored.example.com' },
      { key: 'min_recharge', value: 150 },
      { key: 'tiktok_client_secret', value: 'hush' },
    ]);
    const data = envelope<Record<string, unknown>>(
      await get(t.app, '/customer/index/store', { type: 'website_config' }),
    ).data;
    expect(data).toMatchObject({
      site_name: 'Well Mart',
      logo: '',
      service_url: 'https://chat.example.com',
      third_service_url: '',
      seller_url: 'https://seller.example.com',
      min_recharge: 150,
    });
    expect(JSON.stringify(data)).not.toContain('hush');
  });

  it('answers 1000009 without a type and 1000008 for another type', async () => {
    expect(envelope(await get(t.app, '/customer/index/store'))).toMatchObject({
      code: 1000009,
      data: { field: 'type' },
    });
    expect(envelope(await get(t.app, '/customer/index/store', { type: '' }))).toMatchObject({
      code: 1000009,
      data: { field: 'type' },
    });
    expect(envelope(await get(t.app, '/customer/index/store', { type: 'secrets' }))).toMatchObject({
      code: 1000008,
      data: { field: 'type' },
    });
    const twice = await t.app.inject({ url: '/api/customer/index/store?type=advert&type=advert' });
    expect(envelope(twice)).toMatchObject({ code: 1000008, data: { field: 'type' } });
  });
});

describe('policies', () => {
  const routes = [
    ['POST', '/about_us-policy', 'about_us'],
    ['GET', '/privacy-policy', 'privacy'],
    ['GET', '/return_policy-policy', 'return'],
    ['GET', '/support-policy', 'support'],
    ['GET', '/terms-policy', 'terms'],
    ['GET', '/user-policy', 'user'],
  ] as const;

  it.each(routes)(
    '%s %s answers its policy in the request language, English as fallback',
    async (method, url, key) => {
      await t.testDb.database.db
        .insert(policies)
        .values({ key, title_en: `T ${key}`, title_es: `T es`, content_en: '<p>EN</p>' });
      const call = (lang: string) => t.app.inject({ method, url: `/api${url}`, headers: { lang } });
      const es = envelope<{ title: string; content: string; updated_at: string }>(
        await call('es'),
      ).data;
      expect(es).toMatchObject({ title: 'T es', content: '<p>EN</p>' });
      expect(new Date(es.updated_at).toISOString()).toBe(es.updated_at);
      expect(envelope(await call('th')).data).toMatchObject({ title: `T ${key}` });
    },
  );

  it('answers empty texts for a policy not written yet, and 404 for the other method', async () => {
    expect(envelope(await get(t.app, '/terms-policy')).data).toEqual({
      title: '',
      content: '',
      updated_at: null,
    });
    expect((await get(t.app, '/about_us-policy')).statusCode).toBe(404);
    expect((await post(t.app, '/terms-policy')).statusCode).toBe(404);
  });
});

describe('GET /customer/index/systemnotify', () => {
  it('pages the announcements, newest first', async () => {
    const db = t.testDb.database.db;
    for (let i = 1; i <= 4; i += 1) {
      await db.insert(announcements).values({
        title_en: `N${i}`,
        title_ko: `K${i}`,
        content_en: `C${i}`,
        createdAt: new Date(2026, 0, i),
      });
    }
    const page = envelope<{
      list: { id: number; title: string }[];
      total: number;
      page: number;
      pagesize: number;
    }>(
      await get(
        t.app,
        '/customer/index/systemnotify',
        { page: '2', pagesize: '3' },
        { lang: 'ko' },
      ),
    ).data;
    expect(page).toMatchObject({ total: 4, page: 2, pagesize: 3 });
    expect(page.list).toEqual([
      { id: 1, title: 'K1', content: 'C1', created_at: new Date(2026, 0, 1).toISOString() },
    ]);
    const first = envelope<{ list: { title: string }[]; pagesize: number }>(
      await get(t.app, '/customer/index/systemnotify'),
    ).data;
    expect(first.pagesize).toBe(15);
    expect(first.list.map((n) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1']);
  });

  it('answers 1000008 for a malformed page or pagesize', async () => {
    expect(envelope(await get(t.app, '/customer/index/systemnotify', { page: '0' }))).toMatchObject(
      {
        code: 1000008,
        data: { field: 'page' },
      },
    );
    expect(
      envelope(await get(t.app, '/customer/index/systemnotify', { pagesize: '101' })),
    ).toMatchObject({
      code: 1000008,
      data: { field: 'pagesize' },
    });
    expect(
      envelope(await get(t.app, '/customer/index/systemnotify', { page: 'abc' })),
    ).toMatchObject({ code: 1000008 });
  });
});

describe('POST /citys', () => {
  it('lists countries, a country’s states and a state’s cities', async () => {
    const countries = envelope<{ list: { code: string; name: string }[] }>(
      await post(t.app, '/citys'),
    ).data.list;
    expect(countries.length).toBe(249);
    expect(countries).toContainEqual({ code: 'TH', name: 'Thailand' });
    const states = envelope<{ list: { code: string }[] }>(
      await post(t.app, '/citys', { country: 'US' }),
    ).data.list;
    expect(states).toHaveLength(51);
    expect(
      envelope(await post(t.app, '/citys', { country: 'jp', state: '13' })).data,
    ).toMatchObject({
      list: expect.arrayContaining([{ code: 'Shinjuku', name: 'Shinjuku' }]),
    });
    expect(
      envelope(
        await post(
          t.app,
          '/citys',
          { country: 'United States', state: 'California' },
          { json: true },
        ),
      ).data,
    ).toMatchObject({
      list: expect.arrayContaining([{ code: 'San Francisco', name: 'San Francisco' }]),
    });
  });

  it('answers an empty list for what it does not know', async () => {
    for (const body of [
      { country: 'ZZ' },
      { country: 'FR' },
      { country: 'US', state: 'ZZ' },
      { state: 'CA' },
    ]) {
      expect(envelope(await post(t.app, '/citys', body)).data).toEqual({ list: [] });
    }
    expect(envelope(await post(t.app, '/citys', { country: 'x'.repeat(65) }))).toMatchObject({
      code: 1000008,
      data: { field: 'country' },
    });
  });
});

describe('SELLER_URL', () => {
  it('is the seller_url of UserInfo and LoginResult', async () => {
    const result = await registerUser(t.app);
    expect(result.seller_url).toBe('https://seller.example.com');
    expect(result.user.seller_url).toBe('https://seller.example.com');
  });
});
