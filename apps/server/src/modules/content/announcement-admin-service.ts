import type {
  AdminAnnouncement,
  AdminAnnouncementPage,
  AnnouncementSaveBody,
} from '@mall/contract/content-admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import * as repo from './announcement-admin-repository';
import { textsFrom, textsOf } from './content-texts';

function view(row: repo.AnnouncementRow): AdminAnnouncement {
  return {
    id: row.id,
    ...textsOf(row, 'title'),
    ...textsOf(row, 'content'),
    created_at: iso(row.createdAt) ?? '',
  };
}

export async function announcementAdminPage(
  db: Db,
  query: PageQuery,
): Promise<AdminAnnouncementPage> {
  const { rows, total } = await repo.pageAllAnnouncements(db, query.pagesize, pageOffset(query));
  return pageOf(rows.map(view), total, query);
}

/** Creates or replaces an announcement (plain text: buyers see it as text, never as HTML). */
export async function saveAnnouncement(
  db: Db,
  actor: AuditActor,
  body: AnnouncementSaveBody,
): Promise<AdminAnnouncement> {
  return db.transaction(async (tx) => {
    const before = body.id === undefined ? null : await repo.lockAnnouncement(tx, body.id);
    if (body.id !== undefined && !before) throw new AppError(ErrorCode.NoData);
    const texts = { ...textsFrom(body, 'title'), ...textsFrom(body, 'content') };
    const saved = before
      ? await repo.updateAnnouncement(tx, before.id, texts)
      : await repo.insertAnnouncement(tx, texts);
    const after = view(saved);
    await writeAudit(tx, actor, {
      action: 'announcement.save',
      record: `announcement:${saved.id}`,
      before: before && view(before),
      after,
    });
    return after;
  });
}

export async function removeAnnouncement(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockAnnouncement(tx, id);
    if (!before) throw new AppError(ErrorCode.NoData);
    await repo.deleteAnnouncement(tx, id);
    await writeAudit(tx, actor, {
      action: 'announcement.remove',
      record: `announcement:${id}`,
      before: view(before),
      after: null,
    });
    return { id };
  });
}
