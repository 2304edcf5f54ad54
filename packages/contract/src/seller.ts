import { z } from 'zod';
import { line, text } from './text';
import { reviewStatusSchema } from './admin';
import { LANGS, type Lang } from './locales';
import { pageQuerySchema } from './pagination';
import {
  documentPathSchema,
  flagSchema,
  idSchema,
  jsonParam,
  optionalParam,
  uploadedPathSchema,
  usdCentsSchema,
} from './params';
import { ORDER_TABS } from './orders';
import { englishNameSchema } from './profile';
import {
  LOG_SN_MAX,
  LOG_SN_PATTERN,
  MAX_STOCK_IN_QTY,
  PERSON_NAME_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  PRODUCT_NAME_MAX,
  REMARK_MAX,
  SHOP_NAME_MIN,
} from './rules';

/** Seller application, seller center and admin order calls (contract sections 3 and 4). */

const requiredLine = (max: number) =>
  line()
    .trim()
    .min(1)
    .max(max, { error: `at most ${max} characters` });

/** POST /customer/user/applyseller */
export const applySellerBodySchema = z.object({
  shop_name: englishNameSchema
    .min(SHOP_NAME_MIN, { error: `at least ${SHOP_NAME_MIN} characters` })
    .describe("Latin letters, digits, spaces and . , ' & -"),
  contact_name: requiredLine(PERSON_NAME_MAX),
  telephone: line()
    .trim()
    .min(1)
    .max(PHONE_MAX, { error: `at most ${PHONE_MAX} characters` })
    .regex(PHONE_PATTERN, { error: 'digits, spaces, ( ) - and a leading + only' }),
  email: optionalParam(
    line()
      .trim()
      .max(254, { error: 'at most 254 characters' })
      .pipe(z.email({ error: 'not an email address' })),
  ),
  address: text().trim().min(1).max(300, { error: 'at most 300 characters' }),
  id_front: documentPathSchema.describe(
    'ID card front: a path from /upload with private=1 (your own)',
  ),
  id_back: documentPathSchema.describe(
    'ID card back: a path from /upload with private=1 (your own)',
  ),
  remark: optionalParam(
    text()
      .trim()
      .max(REMARK_MAX, { error: `at most ${REMARK_MAX} characters` }),
  ),
});
export type ApplySellerInput = z.input<typeof applySellerBodySchema>;

/** A seller application: to its applicant, and (with review_type and user) to the admin. */
export const sellerApplicationSchema = z.object({
  id: z.number().int(),
  status: z.number().int().describe('-1 rejected, 0 under review, 1 approved'),
  shop_name: z.string(),
  contact_name: z.string(),
  telephone: z.string(),
  email: z.string(),
  address: z.string(),
  id_front: z.string(),
  id_back: z.string(),
  remark: z.string(),
  message: z.string().describe('the reviewer’s message'),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

/** A price sent by a seller: USD, at most 2 decimals, 0.01 to 1,000,000; answered in cents. */
export const priceCentsSchema = usdCentsSchema.transform((cents, ctx) => {
  if (cents < 1 || cents > 100_000_000) {
    ctx.addIssue({ code: 'custom', message: 'from 0.01 to 1000000' });
    return z.NEVER;
  }
  return cents;
});

const optionalText = (max: number, multiLine: boolean) =>
  optionalParam(
    (multiLine ? text() : line()).trim().max(max, { error: `at most ${max} characters` }),
  );

/** `<prefix>_<lang>` for every language: one-line names, or multi-line descriptions. */
function localized<P extends string>(prefix: P, max: number, multiLine: boolean) {
  return Object.fromEntries(
    LANGS.map((lang) => [`${prefix}_${lang}`, optionalText(max, multiLine)]),
  ) as Record<`${P}_${Lang}`, ReturnType<typeof optionalText>>;
}

/** The most images a product may have. */
export const MAX_PRODUCT_IMAGES = 12;

/** POST /seller/product/save: name_en is required (the fallback of every language). */
export const productSaveBodySchema = z.object({
  id: optionalParam(idSchema).describe('edit this product of the caller’s shop'),
  ...localized('name', PRODUCT_NAME_MAX, false),
  name_en: requiredLine(PRODUCT_NAME_MAX),
  ...localized('description', 20_000, true),
  ...localized('short_description', 500, true),
  price: priceCentsSchema.describe('USD'),
  stock: optionalParam(
    z.coerce
      .number({ error: 'not a number' })
      .int({ error: 'must be a whole number' })
      .min(0)
      .max(1_000_000),
  ).describe(
    'a new product’s initial units, filed as a stock-in application (Notice 300); ignored on edit: stock moves by stock-in applications and orders only',
  ),
  category_id: idSchema,
  brand_id: optionalParam(idSchema),
  images: jsonParam(
    z.array(uploadedPathSchema).min(1, { error: 'at least one image' }).max(MAX_PRODUCT_IMAGES),
  ).describe('JSON list of paths from /upload (your own); the first is the main image'),
});
export type ProductSaveInput = z.input<typeof productSaveBodySchema>;

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected', 'off'] as const;

/**
 * The latest edit of an approved product (Notice 200): under review (0) while the approved
 * version stays on sale, applied (1), or rejected (-1, with the reviewer's message).
 */
export const productRevisionSchema = z
  .object({
    id: z.number().int(),
    status: z.number().int().describe('0 under review, 1 applied, -1 rejected'),
    message: z.string(),
    price: z.number(),
    category_id: z.number().int(),
    brand_id: z.number().int().nullable(),
    image: z.string(),
    images: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .catchall(z.unknown())
  .describe(
    'the proposed values, with name_{lang}, description_{lang} and short_description_{lang}',
  );
export type ProductRevision = z.infer<typeof productRevisionSchema>;

export const sellerProductSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(PRODUCT_STATUSES).describe('pending until an admin approves it (Notice 200)'),
    review_message: z.string(),
    price: z.number(),
    stock: z.number().int(),
    sales: z.number().int(),
    stock_received: z.number().int(),
    category_id: z.number().int(),
    brand_id: z.number().int().nullable(),
    image: z.string(),
    images: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
    revision: productRevisionSchema
      .nullable()
      .describe('the latest edit of the approved version: null when there is none'),
  })
  .catchall(z.unknown())
  .describe(
    'the version on sale, with name_{lang}, description_{lang} and short_description_{lang}',
  );
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductPageSchema = z.object({
  list: z.array(sellerProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type SellerProductPage = z.infer<typeof sellerProductPageSchema>;

export const sellerProductListQuerySchema = pageQuerySchema.extend({
  status: optionalParam(
    z.enum(PRODUCT_STATUSES, { error: `one of ${PRODUCT_STATUSES.join(', ')}` }),
  ),
});

export const sellerOrderListQuerySchema = pageQuerySchema.extend({
  status: optionalParam(z.enum(ORDER_TABS, { error: `one of ${ORDER_TABS.join(', ')}` })),
});

export const shipBodySchema = z.object({
  order_id: idSchema,
  log_sn: line()
    .trim()
    .min(1)
    .max(LOG_SN_MAX, { error: `at most ${LOG_SN_MAX} characters` })
    .regex(LOG_SN_PATTERN, { error: 'letters, digits and dashes only' }),
});

export const refundDecideBodySchema = z.object({
  id: idSchema,
  approve: flagSchema.describe('1 approve (money back to the buyer’s wallet), 0 reject'),
});

/** GET /seller/dashboard. Money in USD. */
export const sellerDashboardSchema = z.object({
  sales_amount: z
    .number()
    .describe('USD of the shop’s paid or accepted orders, all time, less approved refunds'),
  month_sales: z.number().describe('the same for this calendar month (UTC)'),
  last_month_sales: z.number().describe('the same for last month'),
  total_sales: z.number().int().describe('units sold in those orders'),
  order_count: z.number().int().describe('the shop’s orders, not cancelled'),
  product_count: z.number().int(),
  balance: z.number().describe('the merchant balance'),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

export const ADVANCE_STATUSES = ['in_transit', 'delivered'] as const;

/** POST /admin/order/advance */
export const advanceBodySchema = z.object({
  order_id: idSchema,
  delivery_status: z.enum(ADVANCE_STATUSES, { error: 'must be in_transit or delivered' }),
});

/** POST /admin/order/confirm_payment: the decision on a bank payment submitted for review. */
export const confirmPaymentBodySchema = z.object({
  order_id: idSchema,
  approve: flagSchema.describe(
    '1: the money arrived, the order is paid; 0: it did not, the order is unpaid again',
  ),
});

/** The most units one stock-in application may ask for (the value lives in rules.ts). */
export { MAX_STOCK_IN_QTY };

/** POST /seller/stock/apply */
export const stockApplyBodySchema = z.object({
  product_id: idSchema,
  qty: z.coerce
    .number({ error: 'not a number' })
    .int({ error: 'not a whole number' })
    .min(1, { error: 'at least 1' })
    .max(MAX_STOCK_IN_QTY, { error: `at most ${MAX_STOCK_IN_QTY}` }),
  remark: optionalParam(text().trim().max(500, { error: 'at most 500 characters' })),
});
export type StockApplyInput = z.input<typeof stockApplyBodySchema>;

/** A stock-in application (Notice 300): to its seller, and (with review_type, user, shop) to the admin. */
export const stockApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z
      .number()
      .int()
      .describe('-1 rejected, 0 under review, 1 approved (the units were added)'),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string(),
      stock: z.number().int(),
    }),
    qty: z.number().int(),
    remark: z.string(),
    message: z.string().describe('the reviewer’s message'),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .catchall(z.unknown());
export type StockApplication = z.infer<typeof stockApplicationSchema>;

export const stockApplicationPageSchema = z.object({
  list: z.array(stockApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type StockApplicationPage = z.infer<typeof stockApplicationPageSchema>;

/** GET /seller/stock/index */
export const stockApplicationListQuerySchema = pageQuerySchema.extend({
  status: optionalParam(reviewStatusSchema).describe(
    '-1 rejected, 0 under review, 1 approved; all without',
  ),
});
