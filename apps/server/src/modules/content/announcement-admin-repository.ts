import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { announcements } from '../../db/schema/index';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementTexts = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt'>;

export async function pageAllAnnouncements(db: DbOrTx, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(limit)
      .offset(offset),
    db.$count(announcements),
  ]);
  return { rows, total };
}

export async function lockAnnouncement(tx: Tx, id: number): Promise<AnnouncementRow | null> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  return row ?? null;
}

export async function insertAnnouncement(
  tx: Tx,
  texts: AnnouncementTexts,
): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(texts).returning();
  if (!row) throw new Error('announcement not inserted');
  return row;
}

export async function updateAnnouncement(
  tx: Tx,
  id: number,
  texts: AnnouncementTexts,
): Promise<AnnouncementRow> {
  const [row] = await tx
    .update(announcements)
    .set(texts)
    .where(eq(announcements.id, id))
    .returning();
  if (!row) throw new Error('announcement not updated');
  return row;
}

export async function deleteAnnouncement(tx: Tx, id: number): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.id, id));
}
