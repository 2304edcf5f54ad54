import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import type { Storage } from '../../storage/storage';
import { categories, settings, users } from '../schema/index';
import { ACCOUNTS, DEMO_ACCOUNTS } from './content/accounts';
import { buildProducts } from './content/products';
import { buildReviews } from './content/reviews';
import { hashDemoPasswords, creditBuyer, insertApplications, insertUsers } from './insert-accounts';
import { insertCatalog, insertReviews } from './insert-catalog';
import { insertBaseContent, insertContent } from './insert-content';
import { writeSeedImages } from './write-images';

export { DEMO_ACCOUNTS } from './content/accounts';

export interface SeedResult {
  seeded: boolean;
  /** The demo accounts that exist in the database, to print at start-up. */
  accounts: Array<{ role: string; email: string; password: string }>;
}

/**
 * Without the demo (DEMO_DATA=0): the currencies, policies and settings a marketplace needs,
 * written once into an empty database; no account, no catalogue.
 */
export async function seedBase(database: Database): Promise<void> {
  await database.withAdvisoryLock(SEED_LOCK, async () => {
    const { db } = database;
    const existing = await db.select({ key: settings.key }).from(settings).limit(1);
    if (existing.length > 0) return;
    await db.transaction((tx) => insertBaseContent(tx, ''));
  });
}

/** Held while seeding so that instances starting together seed once. */
const SEED_LOCK = 7_310_002;
const BUYER_START_BALANCE_CENTS = 100_000;

/**
 * Fills an empty database with a demo marketplace: categories, brands, shops, 150 products
 * with their pictures (committed files, decision 0018), content, currencies, wallets,
 * settings and demo accounts. Does nothing when there are categories already. Pictures are
 * stored first; every row is written in one transaction.
 */
export async function seedDemo(database: Database, storage: Storage): Promise<SeedResult> {
  return database.withAdvisoryLock(SEED_LOCK, async () => {
    const { db } = database;
    const existing = await db.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) {
      const present = await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
        );
      const emails = new Set(present.map((row) => row.email));
      return { seeded: false, accounts: DEMO_ACCOUNTS.filter((a) => emails.has(a.email)) };
    }
    const products = buildProducts();
    const reviewers = ACCOUNTS.filter((a) => a.role === 'buyer' || a.role === 'reviewer');
    const reviews = buildReviews(products.length, reviewers.length);
    const [images, hashes] = await Promise.all([
      writeSeedImages(storage, products),
      hashDemoPasswords(),
    ]);
    await db.transaction(async (tx) => {
      const userIds = await insertUsers(tx, hashes, images);
      const adminId = userIds.get('admin@example.com') ?? 0;
      const buyerId = userIds.get('buyer@example.com') ?? 0;
      await insertApplications(tx, userIds, adminId, images);
      const ids = await insertCatalog(tx, products, userIds, images);
      await insertReviews(
        tx,
        reviews,
        reviewers.map((a) => userIds.get(a.email) ?? 0),
        ids.products,
      );
      await insertContent(tx, ids, images);
      await creditBuyer(tx, buyerId, adminId, BUYER_START_BALANCE_CENTS);
    });
    return { seeded: true, accounts: DEMO_ACCOUNTS };
  });
}
