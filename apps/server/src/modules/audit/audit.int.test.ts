import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditPageSchema } from '@mall/contract/audit';
import { ErrorCode } from '@mall/contract/errors';
import { auditLog } from '../../db/schema/index';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { writeAudit } from './audit-writer';

const t = useTestApp({ reset: 'each' });

async function staff(roles: string[]) {
  return loggedInUser(t.app, t.db, { roles });
}

describe('the audit log', () => {
  it('lists entries newest first, filtered by person, record, action and date', async () => {
    const owner = await staff(['admin']);
    const other = await staff(['finance']);
    await t.db.transaction(async (tx) => {
      await writeAudit(
        tx,
        { id: owner.id, ip: '10.0.0.1' },
        {
          action: 'user.disable',
          record: 'user:7',
          before: { status: 'active' },
          after: { status: 'disabled' },
        },
      );
      await writeAudit(
        tx,
        { id: other.id, ip: '10.0.0.2' },
        {
          action: 'currency.save',
          record: 'currency:EUR',
          before: { rate: '0.9' },
          after: { rate: '0.95' },
        },
      );
    });
    const all = envelope(await get(t.app, '/admin/audit/index', {}, { token: owner.token }));
    expect(all.code).toBe(200);
    const page = auditPageSchema.parse(all.data);
    expect(page.total).toBe(2);
    expect(page.list.map((e) => e.action)).toEqual(['currency.save', 'user.disable']);
    expect(page.list[1]).toMatchObject({
      actor: { id: owner.id, email: owner.email },
      record: 'user:7',
      before: { status: 'active' },
      after: { status: 'disabled' },
      ip: '10.0.0.1',
    });
    const query = async (q: Record<string, string>) =>
      auditPageSchema
        .parse(envelope(await get(t.app, '/admin/audit/index', q, { token: owner.token })).data)
        .list.map((e) => e.record);
    expect(await query({ actor_id: String(other.id) })).toEqual(['currency:EUR']);
    expect(await query({ record: 'user:' })).toEqual(['user:7']);
    expect(await query({ record: 'user:7' })).toEqual(['user:7']);
    expect(await query({ record: 'user:70' })).toEqual([]);
    expect(await query({ action: 'currency.' })).toEqual(['currency:EUR']);
    expect(await query({ from: '2099-01-01' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await query({ from: today, to: today })).toHaveLength(2);
  });

  it('cannot be changed or removed, even in SQL', async () => {
    const owner = await staff(['admin']);
    await writeAudit(
      t.db,
      { id: owner.id, ip: '' },
      {
        action: 'setting.save',
        record: 'setting:site_name',
        before: 'A',
        after: 'B',
      },
    );
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it('is only for staff whose roles grant the audit permission', async () => {
    const finance = await staff(['finance']);
    const buyer = await staff([]);
    for (const token of [finance.token, buyer.token])
      expect(envelope(await get(t.app, '/admin/audit/index', {}, { token }))).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
  });

  it('rejects a malformed filter with the field', async () => {
    const owner = await staff(['admin']);
    expect(
      envelope(
        await get(t.app, '/admin/audit/index', { from: '24/11/2026' }, { token: owner.token }),
      ),
    ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'from' } });
  });
});
