import { boolean, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import {
  ADMIN_ADVERT_POSITIONS,
  ADVERT_POSITIONS,
  POLICY_KEYS,
  type PolicyKey,
} from '@mall/contract/content-admin';
import { createdAt, id, localized, optionalTime, updatedAt } from './columns';

export { ADVERT_POSITIONS, POLICY_KEYS, type PolicyKey };

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    ...localized('title'),
    ...localized('summary'),
    ...localized('content'),
    image: text().notNull().default(''),
    publishedAt: createdAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

export const policies = pgTable('policies', {
  key: text({ enum: POLICY_KEYS }).primaryKey(),
  ...localized('title'),
  ...localized('content'),
  updatedAt: updatedAt(),
});

/** The home page's five positions (the seed's adverts). */
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number];

export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    /** One of the home's five positions, or `popup` (no check constraint: the list is code). */
    position: text({ enum: ADMIN_ADVERT_POSITIONS }).notNull(),
    image: text().notNull(),
    link: text().notNull().default(''),
    ...localized('title'),
    sort: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Shown from / until (either may be open). */
    startsAt: optionalTime(),
    endsAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [index('adverts_position_idx').on(t.position, t.sort)],
);

/** System announcements (systemnotify). */
export const announcements = pgTable('announcements', {
  id: id(),
  ...localized('title'),
  ...localized('content'),
  createdAt: createdAt(),
});

export const currencies = pgTable('currencies', {
  code: text().primaryKey(),
  name: text().notNull(),
  symbol: text().notNull(),
  /** Units of this currency per 1 USD, up to 6 decimals. */
  rate: numeric({ precision: 18, scale: 6 }).notNull(),
  sort: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
});

/** The platform's deposit addresses, one per crypto wallet (get_wallets). */
export const depositWallets = pgTable('deposit_wallets', {
  code: text().primaryKey(),
  name: text().notNull(),
  address: text().notNull(),
  network: text().notNull(),
  sort: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
});

/** Website settings by key (site_name, service_url, topup_daily_limit, ...). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
