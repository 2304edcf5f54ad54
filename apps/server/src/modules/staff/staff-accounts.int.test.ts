import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/contract/errors';
import { staffMemberSchema, staffPageSchema } from '@mall/contract/staff-accounts';
import { auditLog, users } from '../../db/schema/index';
import { insertUser, loggedInUser, loginToken, PASSWORD } from '../../test/fixtures';
import { insertAccount } from '../../test/staff-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { removeStaff } from './staff-service';

const t = useTestApp({ reset: 'each' });

const staff = (roles: string[]) => loggedInUser(t.app, t.db, { roles });
const save = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/admin/staff/save', body, { token });
const remove = (token: string, userId: number) =>
  post(t.app, '/admin/staff/remove', { user_id: userId }, { token });

async function rolesOf(id: number): Promise<string[]> {
  const [row] = await t.db.select({ roles: users.roles }).from(users).where(eq(users.id, id));
  return row?.roles ?? [];
}
const auditOf = (record: string) => t.db.select().from(auditLog).where(eq(auditLog.record, record));

describe('GET /admin/staff/index', () => {
  it('lists the staff members, owners first, with their staff roles and last login', async () => {
    const finance = await insertUser(t.db, { roles: ['finance', 'support'] });
    const owner = await staff(['admin']);
    await insertUser(t.db);
    const answer = envelope(await get(t.app, '/admin/staff/index', {}, { token: owner.token }));
    const page = staffPageSchema.parse(answer.data);
    expect(page.total).toBe(2);
    expect(page.list.map((m) => [m.id, m.roles])).toEqual([
      [owner.id, ['admin']],
      [finance.id, ['finance', 'support']],
    ]);
    expect(page.list[0]?.last_login_at).not.toBeNull();
    expect(page.list[1]?.last_login_at).toBeNull();
  });

  it('is the owner’s only', async () => {
    for (const roles of [['support'], ['finance'], ['catalogue'], []]) {
      const caller = await staff(roles);
      for (const response of [
        await get(t.app, '/admin/staff/index', {}, { token: caller.token }),
        await save(caller.token, { email: 'x@example.com', roles: '["support"]' }),
        await remove(caller.token, caller.id),
      ])
        expect(envelope(response)).toMatchObject({
          code: ErrorCode.InvalidParameter,
          data: { reason: 'forbidden' },
        });
    }
  });
});

describe('POST /admin/staff/save', () => {
  it('creates a staff account that can log in with its roles, audited', async () => {
    const owner = await staff(['admin']);
    const answer = envelope(
      await save(owner.token, {
        email: 'New.Staff@Example.com',
        firstname: 'Nia',
        password: 'long-enough-1',
        roles: '["support","catalogue"]',
      }),
    );
    expect(answer.code).toBe(200);
    const member = staffMemberSchema.parse(answer.data);
    expect(member).toMatchObject({
      email: 'new.staff@example.com',
      firstname: 'Nia',
      roles: ['catalogue', 'support'],
      status: 'active',
    });
    const token = await loginToken(t.app, 'new.staff@example.com', 'long-enough-1');
    expect(envelope(await get(t.app, '/admin/staff/me', {}, { token }))).toMatchObject({
      code: 200,
      data: { roles: ['catalogue', 'support'] },
    });
    expect(await auditOf(`user:${member.id}`)).toMatchObject([
      {
        actorId: owner.id,
        action: 'staff.save',
        before: null,
        after: {
          email: 'new.staff@example.com',
          firstname: 'Nia',
          roles: ['catalogue', 'support'],
        },
      },
    ]);
  });

  it('sets the staff roles of an existing account, keeping its other roles, at once', async () => {
    const owner = await staff(['admin']);
    const user = await loggedInUser(t.app, t.db, { roles: ['reviewer', 'finance'] });
    const answer = envelope(await save(owner.token, { email: user.email, roles: ['support'] }));
    expect(answer).toMatchObject({ code: 200, data: { id: user.id, roles: ['support'] } });
    expect(await rolesOf(user.id)).toEqual(['reviewer', 'support']);
    // The live session has the new permissions at once.
    expect(
      envelope(await get(t.app, '/admin/staff/me', {}, { token: user.token })).data,
    ).toMatchObject({ permissions: ['dashboard', 'users', 'shops', 'orders', 'refunds'] });
    expect(await auditOf(`user:${user.id}`)).toMatchObject([
      {
        action: 'staff.save',
        before: { roles: ['reviewer', 'finance'] },
        after: { roles: ['reviewer', 'support'] },
      },
    ]);
    // The same roles again: nothing to write.
    expect(
      envelope(await save(owner.token, { email: user.email, roles: '["support"]' })).code,
    ).toBe(200);
    expect(await auditOf(`user:${user.id}`)).toHaveLength(1);
  });

  it('lets an owner make another owner and take the role from them', async () => {
    const owner = await staff(['admin']);
    const other = await insertUser(t.db);
    expect(envelope(await save(owner.token, { email: other.email, roles: '["admin"]' })).code).toBe(
      200,
    );
    expect(
      envelope(await save(owner.token, { email: other.email, roles: '["finance"]' })),
    ).toMatchObject({ code: 200, data: { roles: ['finance'] } });
  });

  it('leaves one owner when two owners demote each other at once', async () => {
    const a = await staff(['admin']);
    const b = await staff(['admin']);
    const answers = await Promise.all([
      save(a.token, { email: b.email, roles: '["support"]' }),
      save(b.token, { email: a.email, roles: '["support"]' }),
    ]);
    const results = answers.map((response) => envelope(response));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    // The second is no owner any more (its guard ran after the first committed) or finds the
    // other the last owner (its guard ran before; the owners' lock made it wait).
    const refused = results.find((r) => r.code !== 200);
    expect(refused?.code).toBe(ErrorCode.InvalidParameter);
    expect(['forbidden', 'last_owner']).toContain((refused?.data as { reason?: string }).reason);
    const owners = [await rolesOf(a.id), await rolesOf(b.id)].filter((roles) =>
      roles.includes('admin'),
    );
    expect(owners).toHaveLength(1);
  });

  it('refuses to demote yourself, a password for an existing account, a deleted account', async () => {
    const owner = await staff(['admin']);
    const deleted = await insertAccount(t.db, { status: 'deleted' });
    const existing = await insertAccount(t.db);
    expect(
      envelope(await save(owner.token, { email: owner.email, roles: '["support"]' })),
    ).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'roles', reason: 'self' },
    });
    expect(
      envelope(
        await save(owner.token, {
          email: existing.email,
          password: PASSWORD,
          roles: '["support"]',
        }),
      ),
    ).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'password', reason: 'password' },
    });
    expect(
      envelope(await save(owner.token, { email: deleted.email, roles: '["support"]' })),
    ).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'email', reason: 'deleted' },
    });
    // Adding a role to yourself is no demotion.
    expect(
      envelope(await save(owner.token, { email: owner.email, roles: '["admin","finance"]' })),
    ).toMatchObject({ code: 200, data: { roles: ['admin', 'finance'] } });
    expect(await rolesOf(existing.id)).toEqual([]);
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it('answers the validation codes', async () => {
    const owner = await staff(['admin']);
    const valid = {
      email: 'v@example.com',
      firstname: 'V',
      password: PASSWORD,
      roles: '["support"]',
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, email: undefined }, ErrorCode.MissingParameter, 'email'],
      [{ ...valid, email: 'not-an-email' }, ErrorCode.InvalidParameter, 'email'],
      [{ ...valid, roles: undefined }, ErrorCode.MissingParameter, 'roles'],
      [{ ...valid, roles: '[]' }, ErrorCode.InvalidParameter, 'roles'],
      [{ ...valid, roles: '["owner"]' }, ErrorCode.InvalidParameter, 'roles'],
      [{ ...valid, roles: '["support","support"]' }, ErrorCode.InvalidParameter, 'roles'],
      [{ ...valid, roles: 'support' }, ErrorCode.InvalidParameter, 'roles'],
      [{ ...valid, password: 'short' }, ErrorCode.InvalidParameter, 'password'],
      [{ ...valid, password: 'x'.repeat(129) }, ErrorCode.InvalidParameter, 'password'],
      [{ ...valid, password: undefined }, ErrorCode.MissingParameter, 'password'],
      [{ ...valid, firstname: undefined }, ErrorCode.MissingParameter, 'firstname'],
      [{ ...valid, firstname: 'x'.repeat(65) }, ErrorCode.InvalidParameter, 'firstname'],
    ];
    for (const [body, code, field] of cases)
      expect(envelope(await save(owner.token, body)), JSON.stringify(body)).toMatchObject({
        code,
        data: { field },
      });
    expect(await t.db.$count(users)).toBe(1);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});

describe('POST /admin/staff/remove', () => {
  it('takes every staff role, keeps the others, ends the sessions, audited', async () => {
    const owner = await staff(['admin']);
    const member = await loggedInUser(t.app, t.db, { roles: ['reviewer', 'admin', 'support'] });
    const answer = envelope(await remove(owner.token, member.id));
    expect(answer).toMatchObject({ code: 200, data: { id: member.id, roles: [] } });
    expect(await rolesOf(member.id)).toEqual(['reviewer']);
    expect(envelope(await get(t.app, '/admin/staff/me', {}, { token: member.token })).code).toBe(
      ErrorCode.NotLoggedIn,
    );
    // Still a user: a new login works, without the back office.
    const token = await loginToken(t.app, member.email);
    expect(envelope(await get(t.app, '/admin/staff/me', {}, { token })).data).toMatchObject({
      reason: 'forbidden',
    });
    expect(await auditOf(`user:${member.id}`)).toMatchObject([
      {
        action: 'staff.remove',
        before: { roles: ['reviewer', 'admin', 'support'] },
        after: { roles: ['reviewer'] },
      },
    ]);
  });

  it('refuses yourself and the last owner; 2000019 for an account without a staff role', async () => {
    const owner = await staff(['admin']);
    const buyer = await insertAccount(t.db);
    expect(envelope(await remove(owner.token, owner.id))).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'user_id', reason: 'self' },
    });
    expect(envelope(await remove(owner.token, buyer.id)).code).toBe(ErrorCode.NoData);
    expect(envelope(await remove(owner.token, 2_000_000)).code).toBe(ErrorCode.NoData);
    expect(envelope(await post(t.app, '/admin/staff/remove', {}, owner)).data).toEqual({
      field: 'user_id',
    });
    // Through the service: over the API the caller is an owner, never the last one.
    const finance = await insertAccount(t.db, { roles: ['finance'] });
    await expect(removeStaff(t.db, { id: finance.id, ip: '' }, owner.id)).rejects.toMatchObject({
      data: { field: 'user_id', reason: 'last_owner' },
    });
    expect(await rolesOf(owner.id)).toEqual(['admin']);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});
