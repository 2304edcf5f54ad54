import { and, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userDevices, users } from '../../db/schema/index';

/** The id of the device with this token hash, when it belongs to the account of `email`. */
export async function findDeviceOfEmail(
  db: DbOrTx,
  email: string,
  tokenHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .innerJoin(users, eq(users.id, userDevices.userId))
    .where(and(eq(userDevices.tokenHash, tokenHash), eq(users.email, email)));
  return row?.id ?? null;
}

export async function findDeviceOfUser(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.tokenHash, tokenHash), eq(userDevices.userId, userId)));
  return row?.id ?? null;
}

export async function touchDevice(db: DbOrTx, deviceId: number): Promise<void> {
  await db.update(userDevices).set({ lastUsedAt: new Date() }).where(eq(userDevices.id, deviceId));
}

export async function insertDevice(db: DbOrTx, userId: number, tokenHash: string): Promise<void> {
  await db.insert(userDevices).values({ userId, tokenHash });
}

/** Keeps the user's `keep` most recently used devices and forgets the others. */
export async function pruneDevices(db: DbOrTx, userId: number, keep: number): Promise<void> {
  const kept = db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastUsedAt), desc(userDevices.id))
    .limit(keep);
  const stale = db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), notInArray(userDevices.id, kept)));
  await db.delete(userDevices).where(inArray(userDevices.id, stale));
}

export async function deleteDevicesUnusedSince(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(userDevices).where(lt(userDevices.lastUsedAt, before));
}
