import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@mall/contract/audit';
import { pageOffset } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

export interface AuditRow {
  actorId: number;
  action: string;
  record: string;
  before: unknown;
  after: unknown;
  ip: string;
}

export async function insertAuditRow(tx: DbOrTx, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values({
    ...row,
    before: row.before ?? null,
    after: row.after ?? null,
  });
}

/** `kind:` matches every record of the kind; anything else matches one record exactly. */
function prefixOrExact(column: typeof auditLog.record | typeof auditLog.action, value: string) {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return value.endsWith(':') || value.endsWith('.')
    ? like(column, `${escaped}%`)
    : eq(column, value);
}

export async function pageAuditRows(db: DbOrTx, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.actor_id !== undefined) conditions.push(eq(auditLog.actorId, query.actor_id));
  if (query.record) conditions.push(prefixOrExact(auditLog.record, query.record));
  if (query.action) conditions.push(prefixOrExact(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(auditLog.createdAt, sql`(${query.to}::date + 1)::timestamptz`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: users.email,
        action: auditLog.action,
        record: auditLog.record,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pagesize)
      .offset(pageOffset(query)),
    db.$count(auditLog, where),
  ]);
  return { rows, total };
}
