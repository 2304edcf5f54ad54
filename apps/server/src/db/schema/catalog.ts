import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGS } from '@mall/contract/locales';
import { PRODUCT_STATUSES } from '@mall/contract/seller';
import { createdAt, id, localized, optionalTime, updatedAt } from './columns';
import { shops } from './shops';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer(),
    ...localized('name'),
    icon: text().notNull().default(''),
    sort: integer().notNull().default(0),
    /** The platform's commission on goods of this category (percent); null: the parent's, or the setting. */
    commissionPercent: numeric({ precision: 5, scale: 2 }),
    /** Hidden by the back office: left out of the tree and menus (its products stay). */
    hidden: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    check('categories_commission_check', sql`${t.commissionPercent} between 0 and 100`),
  ],
);

export const brands = pgTable('brands', {
  id: id(),
  ...localized('name'),
  logo: text().notNull().default(''),
  sort: integer().notNull().default(0),
  /** Hidden by the back office: left out of brand lists (its products stay). */
  hidden: boolean().notNull().default(false),
  createdAt: createdAt(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const NAME_COLUMNS = LANGS.map((lang) => `"name_${lang}"`).join(` || ' ' || `);
const SHORT_DESCRIPTION_COLUMNS = LANGS.map((lang) => `"short_description_${lang}"`).join(
  ` || ' ' || `,
);

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    brandId: integer().references(() => brands.id),
    ...localized('name'),
    ...localized('description'),
    ...localized('short_description'),
    priceCents: integer().notNull(),
    originalPriceCents: integer().notNull(),
    /** Units on hand; never below zero. stock + sales = stockReceived. */
    stock: integer().notNull().default(0),
    stockReceived: integer().notNull().default(0),
    sales: integer().notNull().default(0),
    image: text().notNull().default(''),
    status: text({ enum: PRODUCT_STATUSES }).notNull().default('pending'),
    isRecommended: boolean().notNull().default(false),
    /** Featured by the back office (shown first where products are featured). */
    isFeatured: boolean().notNull().default(false),
    /** Hidden by the back office: out of the catalogue whatever its status. */
    hidden: boolean().notNull().default(false),
    reviewMessage: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Search document: every language's name (weight A) and short description (B), with the
     * 'simple' configuration (no stemming, so one document serves all languages).
     */
    searchDocument: tsvector().generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('simple'::regconfig, ${NAME_COLUMNS}), 'A') || ` +
          `setweight(to_tsvector('simple'::regconfig, ${SHORT_DESCRIPTION_COLUMNS}), 'B')`,
      ),
    ),
    /** Every language's name, lower-cased: trigram similarity (typos) and substrings (CJK). */
    searchNames: text().generatedAlwaysAs(sql.raw(`lower(${NAME_COLUMNS})`)),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_status_sales_idx').on(t.status, t.sales),
    index('products_status_price_idx').on(t.status, t.priceCents),
    index('products_search_document_idx').using('gin', t.searchDocument),
    index('products_search_names_trgm_idx').using('gin', t.searchNames.op('gin_trgm_ops')),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.priceCents} >= 0 and ${t.originalPriceCents} >= 0`),
    check('products_stock_balance_check', sql`${t.stock} + ${t.sales} = ${t.stockReceived}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The order item it comments on: one comment per item bought. Null for seeded comments. */
    orderItemId: integer(),
    star: smallint().notNull().default(5),
    content: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('comments_order_item_key').on(t.orderItemId),
    check('comments_star_check', sql`${t.star} between 1 and 5`),
    check('comments_content_check', sql`char_length(${t.content}) <= 140`),
  ],
);

/**
 * Stock-in applications (Notice 300): a seller asks for units of one of their products to be
 * received into stock; an admin's approval adds them (stock and stock received), a rejection
 * adds nothing. Status: 0 under review, 1 approved, -1 rejected.
 */
export const stockApplications = pgTable(
  'stock_applications',
  {
    id: id(),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    qty: integer().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(0),
    message: text().notNull().default(''),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_applications_shop_idx').on(t.shopId, t.createdAt),
    index('stock_applications_status_idx').on(t.status, t.id),
    check('stock_applications_qty_check', sql`${t.qty} > 0`),
    check('stock_applications_status_check', sql`${t.status} in (-1, 0, 1)`),
  ],
);

/** The product columns a revision proposes (the seller's texts, price, category, brand, main image). */
export type ProposedProductValues = Pick<
  typeof products.$inferInsert,
  | `name_${(typeof LANGS)[number]}`
  | `description_${(typeof LANGS)[number]}`
  | `short_description_${(typeof LANGS)[number]}`
  | 'priceCents'
  | 'originalPriceCents'
  | 'categoryId'
  | 'brandId'
  | 'image'
>;

/**
 * An edit of an approved product, under review as its product application (Notice 200): the
 * approved version stays on sale unchanged until an admin approves the revision, which then
 * writes `values` and `images` onto the product. At most one revision of a product is under
 * review; a later edit replaces it. Status: 0 under review, 1 applied, -1 rejected.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    values: jsonb().$type<ProposedProductValues>().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    status: smallint().notNull().default(0),
    message: text().notNull().default(''),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: optionalTime(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_revisions_pending_key')
      .on(t.productId)
      .where(sql`${t.status} = 0`),
    index('product_revisions_product_idx').on(t.productId, t.createdAt),
    check('product_revisions_status_check', sql`${t.status} in (-1, 0, 1)`),
  ],
);
