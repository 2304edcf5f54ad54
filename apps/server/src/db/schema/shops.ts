import { sql } from 'drizzle-orm';
import { SHOP_STATUSES } from '@mall/contract/shops';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, updatedAt } from './columns';
import { users } from './users';

export { SHOP_STATUSES };

/** A seller's shop; exists once the seller application is approved. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    logo: text().notNull().default(''),
    banner: text().notNull().default(''),
    description: text().notNull().default(''),
    contactName: text().notNull().default(''),
    telephone: text().notNull().default(''),
    email: text().notNull().default(''),
    address: text().notNull().default(''),
    status: text({ enum: SHOP_STATUSES }).notNull().default('approved'),
    /** The back office's commission percent for this shop, over its categories' and the default. */
    commissionPercent: numeric({ precision: 5, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_owner_key').on(t.ownerId),
    uniqueIndex('shops_name_key').on(sql`lower(${t.name})`),
  ],
);

export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    shopName: text().notNull(),
    contactName: text().notNull(),
    telephone: text().notNull(),
    email: text().notNull().default(''),
    address: text().notNull(),
    idFront: text().notNull(),
    idBack: text().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(0),
    message: text().notNull().default(''),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [
    index('seller_applications_user_idx').on(t.userId),
    /** One open or approved application per user: applying again answers 2000016. */
    uniqueIndex('seller_applications_active_key')
      .on(t.userId)
      .where(sql`${t.status} >= 0`),
    check('seller_applications_status_check', sql`${t.status} in (-1, 0, 1)`),
  ],
);

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    index('shop_follows_shop_idx').on(t.shopId),
  ],
);
