import { asc, eq, sql } from 'drizzle-orm';
import type { AdminAdvertPosition } from '@mall/contract/content-admin';
import type { DbOrTx, Tx } from '../../db/client';
import { adverts } from '../../db/schema/index';

export type AdvertRow = typeof adverts.$inferSelect;
export type AdvertValues = Omit<typeof adverts.$inferInsert, 'id' | 'createdAt'>;

/** Whether the advert is shown to buyers now (the buyer's store content uses the same rule). */
const live = sql<boolean>`(${adverts.active} and (${adverts.startsAt} is null or ${adverts.startsAt} <= now())
  and (${adverts.endsAt} is null or ${adverts.endsAt} > now()))`;

/** A page of every advert (inactive and out of date included), by position and sort. */
export async function pageAdverts(
  db: DbOrTx,
  position: AdminAdvertPosition | undefined,
  limit: number,
  offset: number,
) {
  const where = position ? eq(adverts.position, position) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ advert: adverts, live })
      .from(adverts)
      .where(where)
      .orderBy(asc(adverts.position), asc(adverts.sort), asc(adverts.id))
      .limit(limit)
      .offset(offset),
    db.$count(adverts, where),
  ]);
  return { rows, total };
}

/** The advert, locked for the change, with whether it is live; null when there is none. */
export async function lockAdvert(tx: Tx, id: number) {
  const [row] = await tx
    .select({ advert: adverts, live })
    .from(adverts)
    .where(eq(adverts.id, id))
    .for('update');
  return row ?? null;
}

export async function insertAdvert(tx: Tx, values: AdvertValues): Promise<number> {
  const [row] = await tx.insert(adverts).values(values).returning({ id: adverts.id });
  if (!row) throw new Error('advert not inserted');
  return row.id;
}

export async function updateAdvert(tx: Tx, id: number, values: AdvertValues): Promise<void> {
  await tx.update(adverts).set(values).where(eq(adverts.id, id));
}

export async function deleteAdvert(tx: Tx, id: number): Promise<void> {
  await tx.delete(adverts).where(eq(adverts.id, id));
}

/** The advert as saved, with whether it is live. */
export async function findAdvert(tx: Tx, id: number) {
  const [row] = await tx.select({ advert: adverts, live }).from(adverts).where(eq(adverts.id, id));
  return row ?? null;
}
