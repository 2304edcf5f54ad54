import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
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

/** Shown to buyers now: active, its start (if any) passed and its end (if any) not reached. */
const LIVE = and(
  eq(adverts.active, true),
  or(isNull(adverts.startsAt), lte(adverts.startsAt, sql`now()`)),
  or(isNull(adverts.endsAt), gt(adverts.endsAt, sql`now()`)),
);

/** The home's live adverts (not the popup), by position and sort. */
export async function listActiveAdverts(db: DbOrTx) {
  return db
    .select()
    .from(adverts)
    .where(and(LIVE, ne(adverts.position, 'popup')))
    .orderBy(asc(adverts.position), asc(adverts.sort), asc(adverts.id));
}

/** The live popup advert first by sort, or null. */
export async function findLivePopup(db: DbOrTx) {
  const [row] = await db
    .select({ image: adverts.image, link: adverts.link })
    .from(adverts)
    .where(and(LIVE, eq(adverts.position, 'popup')))
    .orderBy(asc(adverts.sort), asc(adverts.id))
    .limit(1);
  return row ?? null;
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
