import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { addresses } from '../../db/schema/index';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'createdAt'
>;

/** Namespace of the per-user advisory lock that serialises changes to a user's address book. */
const ADDRESS_LOCK = 700;

/** Holds the user's address-book lock until the transaction ends (one default at a time). */
export async function lockAddressBook(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, ${userId}::int)`);
}

export async function listAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findDefaultAddress(db: DbOrTx, userId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row ?? null;
}

export async function insertAddress(
  db: DbOrTx,
  userId: number,
  fields: AddressFields,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, userId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Makes one of the user's addresses the default (and no other); null when it is not theirs. */
export async function makeDefault(tx: Tx, userId: number, id: number): Promise<AddressRow | null> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        sql`${addresses.id} <> ${id}`,
      ),
    );
  const [row] = await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** The user's newest address, the one that becomes default when the default is removed. */
export async function newestAddressId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.id))
    .limit(1);
  return row?.id ?? null;
}
