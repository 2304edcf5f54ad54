import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginResultSchema } from '@mall/contract/auth';
import { errorMessage } from '@mall/contract/errors';
import { users } from '../../db/schema/index';
import { insertUser, PASSWORD } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ reset: 'each' });

const valid = {
  email: 'new@example.com',
  password: PASSWORD,
  confirm_password: PASSWORD,
  firstname: 'Ada',
  agree: '1',
};
const register = (body: Record<string, unknown>, lang?: string) =>
  post(t.app, '/customer/register/account', body, lang ? { lang } : {});

describe('POST /customer/register/account', () => {
  it('creates the account and logs it in', async () => {
    const body = envelope(
      await register({ ...valid, email: ' New@Example.com', lastname: 'Lovelace' }),
    );
    expect(body.code).toBe(200);
    const result = loginResultSchema.parse(body.data);
    expect(result.user).toMatchObject({
      email: 'new@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      roles: [],
    });
    const info = envelope(
      await get(t.app, '/customer/info/get_userinfo', {}, { token: result['access-token'] }),
    );
    expect(info).toMatchObject({ code: 200, data: { id: result.user.id } });
    const [row] = await t.testDb.database.db
      .select()
      .from(users)
      .where(eq(users.id, result.user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    const login = envelope(
      await post(t.app, '/customer/login/account', {
        email: 'new@example.com',
        password: PASSWORD,
      }),
    );
    expect(login.code).toBe(200);
  });

  it('accepts JSON with agree as the number 1', async () => {
    const response = await post(
      t.app,
      '/customer/register/account',
      { ...valid, agree: 1 },
      { json: true },
    );
    expect(envelope(response).code).toBe(200);
  });

  it('answers 1100000 when the email is registered (whatever its case)', async () => {
    await insertUser(t.testDb.database.db, { email: 'new@example.com' });
    const body = envelope(await register({ ...valid, email: 'NEW@example.com' }, 'es'));
    expect(body).toMatchObject({ code: 1100000, message: errorMessage(1100000, 'es') });
  });

  it.each([
    ['email', { email: 'nope' }],
    ['email', { email: '' }],
    ['password', { password: 'short', confirm_password: 'short' }],
    ['password', { password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) }],
    ['confirm_password', { confirm_password: `${PASSWORD}!` }],
    ['firstname', { firstname: '' }],
    ['firstname', { firstname: undefined }],
    ['agree', { agree: '0' }],
    ['agree', { agree: undefined }],
  ])('answers 1100001 naming the field %s', async (field, change) => {
    const body = envelope<{ field: string; reason: string }>(
      await register({ ...valid, ...change }),
    );
    expect(body.code).toBe(1100001);
    expect(body.data.field).toBe(field);
    expect(body.data.reason).toBeTruthy();
  });

  it('takes exactly 8 and 128 characters', async () => {
    expect(
      envelope(await register({ ...valid, password: '12345678', confirm_password: '12345678' }))
        .code,
    ).toBe(200);
    const long = 'p'.repeat(128);
    expect(
      envelope(
        await register({
          ...valid,
          email: 'b@example.com',
          password: long,
          confirm_password: long,
        }),
      ).code,
    ).toBe(200);
  });

  it('links the inviter of a known invite code and refuses an unknown one', async () => {
    const inviter = await insertUser(t.testDb.database.db, { inviteCode: 'FRIEND42' });
    const unknown = envelope(await register({ ...valid, invite_code: 'NOSUCH' }));
    expect(unknown).toMatchObject({ code: 1100001, data: { field: 'invite_code' } });
    const body = envelope<{ user: { id: number } }>(
      await register({ ...valid, invite_code: 'friend42' }),
    );
    expect(body.code).toBe(200);
    const [row] = await t.testDb.database.db
      .select()
      .from(users)
      .where(eq(users.id, body.data.user.id));
    expect(row?.invitedBy).toBe(inviter.id);
    const empty = envelope(await register({ ...valid, email: 'c@example.com', invite_code: '' }));
    expect(empty.code).toBe(200);
  });

  it('answers 1100007 when a concurrent registration takes the email before the insert', async () => {
    // Stands in for the other request: the insert fails on the unique index after the check passed.
    await t.testDb.database.exec(`
      create or replace function test_email_race() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = 'unique_violation', constraint = 'users_email_key',
          message = 'duplicate key value violates unique constraint "users_email_key"';
      end $$;
      create trigger test_email_race before insert on users for each row
        when (new.email = 'race@example.com') execute function test_email_race();`);
    try {
      const body = envelope(await register({ ...valid, email: 'race@example.com' }));
      expect(body.code).toBe(1100007);
    } finally {
      await t.testDb.database.exec(
        'drop trigger test_email_race on users; drop function test_email_race();',
      );
    }
  });

  it('gives one account to concurrent registrations of one email', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        register({ ...valid, email: 'same@example.com' }).then((r) => envelope(r).code),
      ),
    );
    expect(answers.filter((code) => code === 200)).toHaveLength(1);
    for (const code of answers.filter((c) => c !== 200)) expect([1100000, 1100007]).toContain(code);
    expect(await t.testDb.database.db.$count(users, eq(users.email, 'same@example.com'))).toBe(1);
  });
});
