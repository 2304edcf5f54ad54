import type { AuditEntry, AuditQuery } from '@mall/contract/audit';
import { pageOf, type Page } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { pageAuditRows } from './audit-repository';

export async function auditPage(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const { rows, total } = await pageAuditRows(db, query);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, email: row.actorEmail },
      action: row.action,
      record: row.record,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    query,
  );
}
