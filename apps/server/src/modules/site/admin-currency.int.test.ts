import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminCurrencyListSchema,
  adminCurrencySchema,
  currencyHistoryPageSchema,
} from '@mall/contract/currency';
import { ErrorCode } from '@mall/contract/errors';
import { auditLog, currencies, currencyRateChanges } from '../../db/schema/index';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { setSetting } from '../../test/wallet-fixtures';

let owner = { id: 0, email: '', token: '' };
let finance = { id: 0, email: '', token: '' };

const t = useTestApp({
  reset: 'each',
  seed: async ({ app, db }) => {
    await db.insert(currencies).values([
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: '1', sort: 1 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: '0.921450', sort: 2 },
      { code: 'JPY', name: 'Yen', symbol: '¥', rate: '151.62', sort: 3, enabled: false },
    ]);
    owner = await loggedInUser(app, db, { roles: ['admin'] });
    finance = await loggedInUser(app, db, { roles: ['finance'] });
  },
});

const save = async (body: Record<string, unknown>, token = owner.token) =>
  envelope(await post(t.app, '/admin/currency/save', body, { token }));
const buyerRates = async () =>
  envelope<{ list: { code: string; rate: string }[] }>(
    await get(t.app, '/customer/index/get_currency'),
  ).data.list;

describe('GET /admin/currency/index', () => {
  it('lists every currency, disabled ones too, with its latest rate change', async () => {
    await save({ code: 'EUR', rate: '0.95' }, finance.token);
    const answer = envelope(await get(t.app, '/admin/currency/index', {}, { token: owner.token }));
    expect(answer.code).toBe(200);
    const { list } = adminCurrencyListSchema.parse(answer.data);
    expect(list.map((c) => [c.code, c.rate, c.enabled])).toEqual([
      ['USD', '1', true],
      ['EUR', '0.95', true],
      ['JPY', '151.62', false],
    ]);
    expect(list[1]?.last_change).toMatchObject({
      rate_before: '0.92145',
      rate_after: '0.95',
      actor: { id: finance.id, email: finance.email },
    });
    expect(list[0]?.last_change).toBeNull();
  });
});

describe('POST /admin/currency/save', () => {
  it('changes a rate: the buyer’s get_currency answers it at once, with a history row and an audit entry', async () => {
    const answer = await save({ code: 'EUR', rate: '0.930000' }, finance.token);
    expect(answer.code).toBe(200);
    expect(adminCurrencySchema.parse(answer.data)).toMatchObject({
      code: 'EUR',
      rate: '0.93',
      name: 'Euro',
      symbol: '€',
      enabled: true,
      sort: 2,
      last_change: { rate_before: '0.92145', rate_after: '0.93' },
    });
    expect((await buyerRates()).find((c) => c.code === 'EUR')?.rate).toBe('0.93');

    const history = await t.db.select().from(currencyRateChanges);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      code: 'EUR',
      rateBefore: '0.921450',
      rateAfter: '0.930000',
      actorId: finance.id,
    });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: finance.id,
      action: 'currency.save',
      record: 'currency:EUR',
      before: { code: 'EUR', rate: '0.92145', name: 'Euro', symbol: '€', enabled: true, sort: 2 },
      after: { code: 'EUR', rate: '0.93', name: 'Euro', symbol: '€', enabled: true, sort: 2 },
    });
  });

  it('creates a currency for a new code (name and symbol default to the code), listed last', async () => {
    const answer = await save({ code: 'GBP', rate: '0.78732' });
    expect(answer.data).toMatchObject({ code: 'GBP', name: 'GBP', symbol: 'GBP', sort: 4 });
    expect((await buyerRates()).map((c) => c.code)).toEqual(['USD', 'EUR', 'GBP']);
    const [change] = await t.db.select().from(currencyRateChanges);
    expect(change).toMatchObject({ code: 'GBP', rateBefore: null, rateAfter: '0.787320' });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ record: 'currency:GBP', before: null });
  });

  it('changes name, symbol, listing and order without a rate change row; enabling lists it for buyers', async () => {
    await save({ code: 'JPY', rate: '151.62', name: 'Japanese Yen', enabled: 1, sort: 0 });
    expect(await t.db.$count(currencyRateChanges)).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(1);
    expect((await buyerRates()).map((c) => c.code)).toEqual(['JPY', 'USD', 'EUR']);
    await save({ code: 'EUR', rate: '0.92145', enabled: 0 });
    expect((await buyerRates()).map((c) => c.code)).toEqual(['JPY', 'USD']);
  });

  it('keeps USD at rate 1 and listed, and the default currency listed', async () => {
    expect(await save({ code: 'USD', rate: '1.5' })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'rate' },
    });
    expect(await save({ code: 'USD', rate: '1', enabled: 0 })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'enabled' },
    });
    await setSetting(t.db, 'default_currency', 'EUR');
    expect(await save({ code: 'EUR', rate: '0.9', enabled: 0 })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'enabled' },
    });
    expect(await save({ code: 'USD', rate: '1.000000', symbol: 'US$' })).toMatchObject({
      code: 200,
    });
    expect(await t.db.$count(currencyRateChanges)).toBe(0);
  });

  it.each([
    [{ rate: '0.9' }, ErrorCode.MissingParameter, 'code'],
    [{ code: 'EUR' }, ErrorCode.MissingParameter, 'rate'],
    [{ code: 'eur', rate: '0.9' }, ErrorCode.InvalidParameter, 'code'],
    [{ code: 'EURO', rate: '0.9' }, ErrorCode.InvalidParameter, 'code'],
    [{ code: 'EUR', rate: '0' }, ErrorCode.InvalidParameter, 'rate'],
    [{ code: 'EUR', rate: '-1' }, ErrorCode.InvalidParameter, 'rate'],
    [{ code: 'EUR', rate: '0.1234567' }, ErrorCode.InvalidParameter, 'rate'],
    [{ code: 'EUR', rate: '1e3' }, ErrorCode.InvalidParameter, 'rate'],
    [{ code: 'EUR', rate: '1234567890' }, ErrorCode.InvalidParameter, 'rate'],
    [{ code: 'EUR', rate: '0.9', name: 'x'.repeat(61) }, ErrorCode.InvalidParameter, 'name'],
    [{ code: 'EUR', rate: '0.9', symbol: 'a\u0000' }, ErrorCode.InvalidParameter, 'symbol'],
    [{ code: 'EUR', rate: '0.9', sort: -1 }, ErrorCode.InvalidParameter, 'sort'],
    [{ code: 'EUR', rate: '0.9', enabled: 'maybe' }, ErrorCode.InvalidParameter, 'enabled'],
  ])('refuses %j with %i on its field', async (body, code, field) => {
    expect(await save(body)).toMatchObject({ code, data: { field } });
    const [eur] = await t.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    expect(eur?.rate).toBe('0.921450');
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('reads a JSON number as the rate', async () => {
    const answer = envelope(
      await post(
        t.app,
        '/admin/currency/save',
        { code: 'EUR', rate: 0.5 },
        { token: owner.token, json: true },
      ),
    );
    expect(answer.data).toMatchObject({ rate: '0.5' });
  });
});

describe('GET /admin/currency/history', () => {
  it('lists the rate changes newest first, of one currency or all', async () => {
    await save({ code: 'EUR', rate: '0.93' });
    await save({ code: 'EUR', rate: '0.94' }, finance.token);
    await save({ code: 'GBP', rate: '0.8' });
    const page = async (query: Record<string, string>) =>
      currencyHistoryPageSchema.parse(
        envelope(await get(t.app, '/admin/currency/history', query, { token: finance.token })).data,
      );
    const eur = await page({ code: 'EUR' });
    expect(eur.total).toBe(2);
    expect(eur.list.map((c) => [c.rate_before, c.rate_after, c.actor.email])).toEqual([
      ['0.93', '0.94', finance.email],
      ['0.92145', '0.93', owner.email],
    ]);
    expect((await page({})).total).toBe(3);
    expect((await page({ pagesize: '1', page: '2' })).list[0]?.rate_after).toBe('0.94');
    expect(
      envelope(await get(t.app, '/admin/currency/history', { code: 'e' }, { token: owner.token })),
    ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'code' } });
  });
});

describe('who may', () => {
  it('refuses staff without the money permission and buyers', async () => {
    const catalogue = await loggedInUser(t.app, t.db, { roles: ['catalogue'] });
    const support = await loggedInUser(t.app, t.db, { roles: ['support'] });
    const buyer = await loggedInUser(t.app, t.db);
    for (const { token } of [catalogue, support, buyer]) {
      expect(await save({ code: 'EUR', rate: '2' }, token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
      for (const url of ['/admin/currency/index', '/admin/currency/history'])
        expect(envelope(await get(t.app, url, {}, { token }))).toMatchObject({
          data: { reason: 'forbidden' },
        });
    }
    expect(await t.db.$count(auditLog)).toBe(0);
    expect((await buyerRates()).find((c) => c.code === 'EUR')?.rate).toBe('0.92145');
  });
});
