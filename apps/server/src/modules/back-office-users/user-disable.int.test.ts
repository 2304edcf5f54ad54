import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRowSchema, userSessionListSchema } from '@mall/contract/admin-users';
import { ErrorCode } from '@mall/contract/errors';
import { auditLog, sessions, users } from '../../db/schema/index';
import { insertUser, loggedInUser, loginToken } from '../../test/fixtures';
import { insertAccount } from '../../test/staff-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { setUserDisabled } from './user-disable-service';

const t = useTestApp({ reset: 'each' });

const staff = (roles: string[]) => loggedInUser(t.app, t.db, { roles });
const userinfo = (token: string) => get(t.app, '/customer/info/get_userinfo', {}, { token });
const disable = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/admin/user/disable', body, { token });

async function auditOf(record: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.record, record));
}

describe('POST /admin/user/disable', () => {
  it('disables a user: every old token answers 2000017 at once, sessions ended, audited', async () => {
    const support = await staff(['support']);
    const buyer = await loggedInUser(t.app, t.db);
    const secondToken = await loginToken(t.app, buyer.email);
    expect(envelope(await userinfo(buyer.token)).code).toBe(200);

    const answer = envelope(await disable(support.token, { user_id: buyer.id, disabled: 1 }));
    expect(answer.code).toBe(200);
    expect(userRowSchema.parse(answer.data)).toMatchObject({ id: buyer.id, status: 'disabled' });

    for (const token of [buyer.token, secondToken])
      expect(envelope(await userinfo(token)).code).toBe(ErrorCode.AccountDisabled);
    const ended = await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id));
    expect(ended).toHaveLength(2);
    expect(ended.every((row) => row.revokedAt !== null)).toBe(true);
    // Logging in again is refused too.
    expect(
      envelope(
        await post(t.app, '/customer/login/account', {
          email: buyer.email,
          password: 'secret-pass-1',
        }),
      ).code,
    ).toBe(ErrorCode.AccountDisabled);
    expect(await auditOf(`user:${buyer.id}`)).toMatchObject([
      {
        actorId: support.id,
        action: 'user.disable',
        before: { status: 'active' },
        after: { status: 'disabled' },
      },
    ]);

    // The sessions list shows them ended (and never a token hash).
    const list = envelope(
      await get(t.app, '/admin/user/sessions', { user_id: String(buyer.id) }, support),
    );
    expect(userSessionListSchema.parse(list.data).list.map((s) => s.live)).toEqual([false, false]);
    expect(JSON.stringify(list.data)).not.toMatch(/token/i);
  });

  it('enables the user again: old tokens stay ended (1100003), a new login works', async () => {
    const owner = await staff(['admin']);
    const buyer = await loggedInUser(t.app, t.db);
    expect(envelope(await disable(owner.token, { user_id: buyer.id, disabled: '1' })).code).toBe(
      200,
    );
    const enabled = envelope(await disable(owner.token, { user_id: buyer.id, disabled: '0' }));
    expect(enabled).toMatchObject({ code: 200, data: { status: 'active' } });
    expect(envelope(await userinfo(buyer.token)).code).toBe(ErrorCode.NotLoggedIn);
    const fresh = await loginToken(t.app, buyer.email);
    expect(envelope(await userinfo(fresh)).code).toBe(200);
    expect((await auditOf(`user:${buyer.id}`)).map((e) => [e.action, e.after])).toEqual([
      ['user.disable', { status: 'disabled' }],
      ['user.enable', { status: 'active' }],
    ]);
  });

  it('writes nothing when the status already is the one asked', async () => {
    const owner = await staff(['admin']);
    const buyer = await insertAccount(t.db);
    const answer = envelope(await disable(owner.token, { user_id: buyer.id, disabled: 0 }));
    expect(answer).toMatchObject({ code: 200, data: { status: 'active' } });
    expect(await auditOf(`user:${buyer.id}`)).toEqual([]);
  });

  it('refuses your own account, a staff member’s unless you are an owner, and deleted accounts', async () => {
    const owner = await staff(['admin']);
    const support = await staff(['support']);
    const finance = await insertAccount(t.db, { roles: ['finance'] });
    const deleted = await insertAccount(t.db, { status: 'deleted' });
    const refusal = (reason: string) => ({
      code: ErrorCode.InvalidParameter,
      data: { field: 'user_id', reason },
    });
    expect(envelope(await disable(owner.token, { user_id: owner.id, disabled: 1 }))).toMatchObject(
      refusal('self'),
    );
    expect(
      envelope(await disable(support.token, { user_id: support.id, disabled: 1 })),
    ).toMatchObject(refusal('self'));
    expect(
      envelope(await disable(support.token, { user_id: owner.id, disabled: 1 })),
    ).toMatchObject(refusal('owner'));
    expect(
      envelope(await disable(support.token, { user_id: finance.id, disabled: 1 })),
    ).toMatchObject(refusal('owner'));
    expect(
      envelope(await disable(owner.token, { user_id: deleted.id, disabled: 0 })),
    ).toMatchObject(refusal('deleted'));
    // Nothing changed, nothing audited.
    const rows = await t.db.select({ status: users.status }).from(users);
    expect(rows.filter((row) => row.status === 'disabled')).toEqual([]);
    expect(await t.db.$count(auditLog)).toBe(0);
    expect(envelope(await userinfo(owner.token)).code).toBe(200);
  });

  it('lets an owner disable another owner, a staff member, and enable them', async () => {
    const owner = await staff(['admin']);
    const other = await staff(['admin']);
    const finance = await staff(['finance']);
    for (const target of [other, finance]) {
      expect(
        envelope(await disable(owner.token, { user_id: target.id, disabled: 1 })),
      ).toMatchObject({ code: 200, data: { status: 'disabled' } });
      expect(envelope(await get(t.app, '/admin/staff/me', {}, target)).code).toBe(
        ErrorCode.AccountDisabled,
      );
    }
    expect(envelope(await disable(owner.token, { user_id: other.id, disabled: 0 }))).toMatchObject({
      code: 200,
      data: { status: 'active' },
    });
  });

  it('keeps the last active owner', async () => {
    const owner = await insertUser(t.db, { roles: ['admin'] });
    const other = await insertUser(t.db, { roles: ['admin'], status: 'disabled' });
    // Through the service: over the API the caller is an active owner, never the last one.
    await expect(
      setUserDisabled(t.db, { id: other.id, ip: '', isOwner: true }, owner.id, true),
    ).rejects.toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'user_id', reason: 'last_owner' },
    });
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('answers 2000019 for no such user and the validation codes', async () => {
    const owner = await staff(['admin']);
    expect(envelope(await disable(owner.token, { user_id: 2_000_000, disabled: 1 })).code).toBe(
      ErrorCode.NoData,
    );
    expect(envelope(await disable(owner.token, { disabled: 1 }))).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'user_id' },
    });
    expect(envelope(await disable(owner.token, { user_id: owner.id }))).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'disabled' },
    });
    expect(envelope(await disable(owner.token, { user_id: 'x', disabled: 1 }))).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'user_id' },
    });
    expect(envelope(await disable(owner.token, { user_id: owner.id, disabled: 2 }))).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'disabled' },
    });
  });

  it('is refused to staff without the users permission and to buyers', async () => {
    const buyer = await loggedInUser(t.app, t.db);
    for (const roles of [['finance'], ['catalogue'], []]) {
      const caller = await staff(roles);
      expect(
        envelope(await disable(caller.token, { user_id: buyer.id, disabled: 1 })),
      ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } });
    }
    expect(envelope(await userinfo(buyer.token)).code).toBe(200);
  });
});
