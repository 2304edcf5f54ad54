import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noticeText, type NoticeParams, type NoticeTemplate } from '@mall/contract/notice-texts';
import { notices } from '../../db/schema/index';

export type NoticeRow = typeof notices.$inferSelect;

export interface NewNotice {
  userId: number;
  type: number;
  status: number;
  refId: number;
  /** What it says: read in the reader's language (@mall/contract/notice-texts). */
  template: NoticeTemplate;
  params: NoticeParams;
  isread?: boolean;
}

/** The stored columns of a notice: its template and parameters, and its English text. */
function textColumns(notice: NewNotice) {
  const english = noticeText(notice.template, notice.params, 'en');
  return {
    template: notice.template,
    params: notice.params,
    title: english.title,
    content: english.content,
  };
}

export async function insertNotice(db: DbOrTx, notice: NewNotice): Promise<void> {
  const { template: _template, params: _params, ...rest } = notice;
  await db
    .insert(notices)
    .values({ ...rest, ...textColumns(notice), readAt: notice.isread ? sql`now()` : null });
}

/**
 * Moves the notice of an application (type and ref) to its outcome, as news: unread again
 * unless `isread`. Writes one when the application has none (e.g. created before notices).
 */
export async function settleNotice(db: DbOrTx, notice: NewNotice): Promise<void> {
  const updated = await db
    .update(notices)
    .set({
      status: notice.status,
      ...textColumns(notice),
      isread: notice.isread ?? false,
      readAt: notice.isread ? sql`now()` : null,
    })
    .where(
      and(
        eq(notices.userId, notice.userId),
        eq(notices.type, notice.type),
        eq(notices.refId, notice.refId),
      ),
    )
    .returning({ id: notices.id });
  if (updated.length === 0) await insertNotice(db, notice);
}

export interface NoticeFilter {
  type?: number | undefined;
  isread?: boolean | undefined;
}

function whereOf(userId: number, filter: NoticeFilter): SQL | undefined {
  return and(
    eq(notices.userId, userId),
    filter.type === undefined ? undefined : eq(notices.type, filter.type),
    filter.isread === undefined ? undefined : eq(notices.isread, filter.isread),
  );
}

export async function pageNotices(
  db: DbOrTx,
  userId: number,
  filter: NoticeFilter,
  limit: number,
  offset: number,
) {
  const [rows, total, unread] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(whereOf(userId, filter))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
    db.$count(notices, whereOf(userId, filter)),
    countUnread(db, userId),
  ]);
  return { rows, total, unread };
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.isread, false)));
  return row?.n ?? 0;
}

/** Marks the user's notice read (once: read_at keeps the first reading); null when not theirs. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<NoticeRow | null> {
  const [row] = await db
    .update(notices)
    .set({ isread: true, readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notice of the user read; answers how many. */
export async function markAllRead(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notices)
    .set({ isread: true, readAt: sql`now()` })
    .where(and(eq(notices.userId, userId), eq(notices.isread, false)))
    .returning({ id: notices.id });
  return rows.length;
}
