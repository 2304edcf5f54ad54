import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, optionalParam } from './params';
import { sortFields } from './admin-sort';
import { line, text } from './text';

/** The back office's shops (decision 0029): list, suspend, commission override. */

export const SHOP_STATUSES = ['approved', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export const SHOP_SORTS = ['created_at', 'name', 'product_count', 'order_count'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** GET /admin/shop/index */
export const adminShopQuerySchema = pageQuerySchema.extend({
  q: optionalParam(line().trim().max(100, { error: 'at most 100 characters' })).describe(
    'part of the shop’s name or of its owner’s email',
  ),
  status: optionalParam(
    z.enum(SHOP_STATUSES, { error: `one of ${SHOP_STATUSES.join(', ')}` }),
  ).describe('approved or suspended; every shop without'),
  ...sortFields(SHOP_SORTS, 'created_at'),
});
export type AdminShopQuery = z.output<typeof adminShopQuerySchema>;

/** A shop as the back office sees it. */
export const adminShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  owner: z.object({ id: z.number().int(), email: z.string(), firstname: z.string() }),
  product_count: z.number().int().describe('products of the shop in every state'),
  order_count: z.number().int().describe('orders placed in the shop, every state'),
  commission_percent: z
    .number()
    .nullable()
    .describe(
      'the shop’s own commission percent, over its categories’ and the default; null: none (those apply)',
    ),
  status: z.enum(SHOP_STATUSES),
  created_at: z.string(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;

export const adminShopPageSchema = z.object({
  list: z.array(adminShopSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type AdminShopPage = z.infer<typeof adminShopPageSchema>;

/** POST /admin/shop/suspend */
export const suspendShopBodySchema = z.object({
  shop_id: idSchema,
  suspended: flagSchema.describe('1 suspend, 0 open again'),
  reason: optionalParam(text().trim().max(500, { error: 'at most 500 characters' })).describe(
    'why (kept in the audit log)',
  ),
});

/** A commission percent: 0 to 100 with at most 2 decimals, as a number or a string. */
export const commissionPercentSchema = z
  .union([line().trim(), z.number()], { error: 'not a number' })
  .transform((value, ctx) => {
    const written = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(written)) {
      ctx.addIssue({ code: 'custom', message: 'a percent from 0 to 100 with at most 2 decimals' });
      return z.NEVER;
    }
    const percent = Number(written);
    if (percent > 100) {
      ctx.addIssue({ code: 'custom', message: 'at most 100' });
      return z.NEVER;
    }
    return percent;
  });

/** POST /admin/shop/commission */
export const shopCommissionBodySchema = z.object({
  shop_id: idSchema,
  percent: optionalParam(commissionPercentSchema).describe(
    '0 to 100, at most 2 decimals; empty or absent clears the override',
  ),
});
