import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginResultSchema } from '@mall/contract/auth';
import { errorMessage } from '@mall/contract/errors';
import { users } from '../../db/schema/index';
import { insertUser, PASSWORD } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ reset: 'each' });

describe('POST /customer/login/account', () => {
  it('logs in with a form body and answers the LoginResult', async () => {
    const user = await insertUser(t.testDb.database.db, { email: 'buyer@example.com' });
    const body = envelope(
      await post(t.app, '/customer/login/account', {
        email: 'Buyer@Example.com ',
        password: PASSWORD,
      }),
    );
    expect(body.code).toBe(200);
    const result = loginResultSchema.parse(body.data);
    expect(result.user).toMatchObject({
      id: user.id,
      email: 'buyer@example.com',
      seller_status: 'none',
      is_seller: false,
    });
    expect(result['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = envelope(
      await get(t.app, '/customer/info/get_userinfo', {}, { token: result['access-token'] }),
    );
    expect(info.code).toBe(200);
  });

  it('accepts a JSON body too', async () => {
    await insertUser(t.testDb.database.db, { email: 'json@example.com' });
    const body = envelope(
      await post(
        t.app,
        '/customer/login/account',
        { email: 'json@example.com', password: PASSWORD },
        { json: true },
      ),
    );
    expect(body.code).toBe(200);
  });

  it('answers 1100002 for a wrong password or an unknown email, in the request language', async () => {
    await insertUser(t.testDb.database.db, { email: 'buyer@example.com' });
    const wrong = envelope(
      await post(t.app, '/customer/login/account', {
        email: 'buyer@example.com',
        password: 'nope-nope',
      }),
    );
    expect(wrong).toEqual({ code: 1100002, message: errorMessage(1100002, 'en'), data: null });
    const unknown = envelope(
      await post(
        t.app,
        '/customer/login/account',
        { email: 'who@example.com', password: PASSWORD },
        { lang: 'zh' },
      ),
    );
    expect(unknown.code).toBe(1100002);
    expect(unknown.message).toBe(errorMessage(1100002, 'zh'));
    const odd = envelope(
      await post(
        t.app,
        '/customer/login/account',
        { email: 'who@example.com', password: 'x' },
        { lang: 'xx' },
      ),
    );
    expect(odd.message).toBe(errorMessage(1100002, 'en'));
  });

  it('answers 1000009 for a missing or empty parameter and 1000008 for a malformed one', async () => {
    expect(envelope(await post(t.app, '/customer/login/account', {}))).toMatchObject({
      code: 1000009,
      data: { field: 'email' },
    });
    expect(
      envelope(await post(t.app, '/customer/login/account', { email: 'a@b.co', password: '' })),
    ).toMatchObject({
      code: 1000009,
      data: { field: 'password' },
    });
    expect(
      envelope(await post(t.app, '/customer/login/account', { email: '   ', password: 'x' })),
    ).toMatchObject({
      code: 1000009,
      data: { field: 'email' },
    });
    const malformed = envelope(
      await post(t.app, '/customer/login/account', { email: 'not-an-email', password: 'x' }),
    );
    expect(malformed).toMatchObject({ code: 1000008, data: { field: 'email' } });
    expect((malformed.data as { reason: string }).reason).toBeTruthy();
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login/account',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.co&email=c@d.co&password=x',
    });
    expect(envelope(twice)).toMatchObject({ code: 1000008, data: { field: 'email' } });
    const numeric = envelope(
      await post(t.app, '/customer/login/account', { email: 5, password: 'x' }, { json: true }),
    );
    expect(numeric).toMatchObject({ code: 1000008, data: { field: 'email' } });
  });

  it('answers 2000017 for a disabled or deleted account with the right password', async () => {
    await insertUser(t.testDb.database.db, { email: 'off@example.com', status: 'disabled' });
    await insertUser(t.testDb.database.db, { email: 'gone@example.com', status: 'deleted' });
    for (const email of ['off@example.com', 'gone@example.com']) {
      expect(
        envelope(await post(t.app, '/customer/login/account', { email, password: PASSWORD })).code,
      ).toBe(2000017);
    }
    expect(
      envelope(
        await post(t.app, '/customer/login/account', {
          email: 'off@example.com',
          password: 'wrong-one',
        }),
      ).code,
    ).toBe(1100002);
  });

  it('records the time of the last login', async () => {
    const user = await insertUser(t.testDb.database.db, { email: 'buyer@example.com' });
    await post(t.app, '/customer/login/account', {
      email: 'buyer@example.com',
      password: PASSWORD,
    });
    const [row] = await t.testDb.database.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.at).toBeInstanceOf(Date);
  });
});

describe('POST /customer/login/index', () => {
  it('logs in like login/account', async () => {
    await insertUser(t.testDb.database.db, { email: 'buyer@example.com' });
    const body = envelope(
      await post(t.app, '/customer/login/index', {
        email: 'buyer@example.com',
        password: PASSWORD,
      }),
    );
    expect(body.code).toBe(200);
    loginResultSchema.parse(body.data);
    expect(
      envelope(
        await post(t.app, '/customer/login/index', {
          email: 'buyer@example.com',
          password: 'bad-bad-bad',
        }),
      ).code,
    ).toBe(1100002);
    expect(
      envelope(await post(t.app, '/customer/login/index', { password: PASSWORD })),
    ).toMatchObject({
      code: 1000009,
      data: { field: 'email' },
    });
  });

  it('answers 1000008 for a bind token it does not know', async () => {
    await insertUser(t.testDb.database.db, { email: 'buyer@example.com' });
    const body = envelope(
      await post(t.app, '/customer/login/index', {
        email: 'buyer@example.com',
        password: PASSWORD,
        bind_token: 'abc',
      }),
    );
    expect(body).toMatchObject({ code: 1000008, data: { field: 'bind_token' } });
  });
});
