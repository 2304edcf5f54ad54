import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  adverts,
  announcements,
  currencies,
  depositWallets,
  policies,
  type PolicyKey,
} from '../../db/schema/index';

export async function listCurrencies(db: DbOrTx) {
  return db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      rate: currencies.rate,
      name: currencies.name,
    })
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.sort), asc(currencies.code));
}

export async function listDepositWallets(db: DbOrTx) {
  return db
    .select({
      name: depositWallets.name,
      code: depositWallets.code,
      address: depositWallets.address,
      network: depositWallets.network,
    })
    .from(depositWallets)
    .where(eq(depositWallets.enabled, true))
    .orderBy(asc(depositWallets.sort), asc(depositWallets.code));
}

export async function listActiveAdverts(db: DbOrTx) {
  return db
    .select()
    .from(adverts)
    .where(eq(adverts.active, true))
    .orderBy(asc(adverts.position), asc(adverts.sort), asc(adverts.id));
}

export async function findPolicy(db: DbOrTx, key: PolicyKey) {
  const [row] = await db.select().from(policies).where(eq(policies.key, key)).limit(1);
  return row ?? null;
}

export async function pageAnnouncements(db: DbOrTx, limit: number, offset: number) {
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
