import { z } from 'zod';
import { pageSchema } from './catalog';
import {
  COMMISSION_PERCENT_MAX,
  COMMISSION_PERCENT_PATTERN,
  MAX_FLAG_IDS,
  TAXONOMY_NAME_MAX,
} from './catalogue-rules';
import { LANGS, type Lang } from './locales';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, jsonParam, optionalParam } from './params';
import { PRODUCT_STATUSES } from './seller';
import { line } from './text';

/**
 * The back office's catalogue (permission `catalogue`, decision 0028): categories, brands and
 * the products' back-office flags. Names are written in every language, `name_en` required
 * (the fallback of every other language).
 */

export { CATEGORY_MAX_DEPTH, MAX_FLAG_IDS, TAXONOMY_NAME_MAX } from './catalogue-rules';

const nameSchema = (required: boolean) => {
  const base = line()
    .trim()
    .max(TAXONOMY_NAME_MAX, { error: `at most ${TAXONOMY_NAME_MAX} characters` });
  return required ? base.min(1, { error: 'required' }) : base.optional();
};

/** `name_<lang>` of every language: name_en required, the others '' or absent for none. */
const names = Object.fromEntries(
  LANGS.map((lang) => [`name_${lang}`, nameSchema(lang === 'en')]),
) as Record<`name_${Lang}`, ReturnType<typeof nameSchema>>;

/** Every language's name of a category or brand, as stored ('' where none). */
const namesOut = Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, z.string()])) as Record<
  `name_${Lang}`,
  z.ZodString
>;

/** A picture of the catalogue: '' for none, else a `/static/...` path (a new one from /upload). */
const picturePathSchema = z.union(
  [
    z.literal(''),
    line()
      .trim()
      .max(255, { error: 'at most 255 characters' })
      .regex(/^\/static\/[A-Za-z0-9/_.-]+$/, { error: 'must be a path answered by /upload' }),
  ],
  { error: 'must be a path answered by /upload' },
);

const sortSchema = z.coerce
  .number({ error: 'not a number' })
  .int({ error: 'must be a whole number' })
  .min(-1_000_000, { error: 'from -1000000 to 1000000' })
  .max(1_000_000, { error: 'from -1000000 to 1000000' });

/** A parent: an id, or '' / 0 / null for the top level. */
const parentSchema = z
  .union([z.literal(''), z.literal(0), z.literal('0'), z.null(), idSchema], {
    error: 'must be a category id, or empty for the top level',
  })
  .transform((value) =>
    value === '' || value === 0 || value === '0' || value === null ? null : value,
  );

/** A commission percent: 0 to 100 with at most 2 decimals; '' or null for none (inherit). */
export const commissionPercentSchema = z
  .union([z.literal(''), z.null(), line(), z.number()], { error: 'not a number' })
  .transform((value, ctx) => {
    if (value === '' || value === null) return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!COMMISSION_PERCENT_PATTERN.test(text) || Number(text) > COMMISSION_PERCENT_MAX) {
      ctx.addIssue({ code: 'custom', message: 'a percent from 0 to 100, at most 2 decimals' });
      return z.NEVER;
    }
    return Number(text);
  });

// ---------------------------------------------------------------- categories

/** POST /admin/category/save. On an edit, an absent field keeps its value (names: '' for none). */
export const categorySaveBodySchema = z.object({
  id: optionalParam(idSchema).describe('edit this category; absent: a new one'),
  parent_id: parentSchema
    .optional()
    .describe(
      'a top-level category (categories nest one level), or empty / 0 for the top level; absent on an edit: unchanged',
    ),
  ...names,
  icon: picturePathSchema
    .optional()
    .describe('a path from /upload (your own), or empty for none; absent on an edit: unchanged'),
  sort: optionalParam(sortSchema).describe(
    'display order among its siblings, smallest first; absent: last (new) or unchanged',
  ),
  hidden: optionalParam(flagSchema).describe(
    '1: out of the buyer’s category tree and menus (its products stay); absent: 0 (new) or unchanged',
  ),
  commission_percent: commissionPercentSchema
    .optional()
    .describe(
      'the platform’s commission on goods of this category (its subcategories inherit it); empty: none (the parent’s or the setting’s); absent on an edit: unchanged',
    ),
});
export type CategorySaveInput = z.input<typeof categorySaveBodySchema>;
export type CategorySave = z.output<typeof categorySaveBodySchema>;

/** POST /admin/category/move. */
export const categoryMoveBodySchema = z.object({
  id: idSchema,
  parent_id: parentSchema
    .optional()
    .describe('the new parent (a top-level category); empty, 0 or absent: the top level'),
  position: z.coerce
    .number({ error: 'not a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'from 0' })
    .max(100_000, { error: 'at most 100000' })
    .describe('0-based place among the new siblings; past the end: last'),
});
export type CategoryMoveInput = z.input<typeof categoryMoveBodySchema>;

export const idBodySchema = z.object({ id: idSchema });

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  ...namesOut,
  icon: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  commission_percent: z.number().nullable().describe('null: the parent’s, or the setting’s'),
  product_count: z.number().int().describe('products in this category itself, in any status'),
  created_at: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export interface AdminCategoryNode extends AdminCategory {
  children: AdminCategoryNode[];
}
export const adminCategoryNodeSchema: z.ZodType<AdminCategoryNode> = z
  .lazy(() => adminCategorySchema.extend({ children: z.array(adminCategoryNodeSchema) }))
  .meta({ id: 'AdminCategoryNode' });
export const adminCategoryTreeSchema = z.object({
  list: z.array(adminCategoryNodeSchema).describe('top-level categories, hidden ones included'),
});
export type AdminCategoryTree = z.infer<typeof adminCategoryTreeSchema>;

export const removedSchema = z.object({ id: z.number().int(), removed: z.literal(true) });

// ---------------------------------------------------------------- brands

export const BRAND_SORTS = ['sort', 'name', 'products', 'created'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const orderSchema = optionalParam(
  z.enum(SORT_ORDERS, { error: `one of ${SORT_ORDERS.join(', ')}` }),
).describe('asc | desc; default asc for sort and name, desc otherwise');

const searchSchema = optionalParam(
  line().trim().max(100, { error: 'at most 100 characters' }),
).describe('part of a name, in any language');

/** GET /admin/brand/index */
export const adminBrandQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  hidden: optionalParam(flagSchema).describe('1 hidden only, 0 shown only; all without'),
  sort: optionalParam(z.enum(BRAND_SORTS, { error: `one of ${BRAND_SORTS.join(', ')}` })).describe(
    `${BRAND_SORTS.join(' | ')}; default sort (the display order)`,
  ),
  order: orderSchema,
});
export type AdminBrandQuery = z.output<typeof adminBrandQuerySchema>;

/** POST /admin/brand/save. On an edit, an absent field keeps its value (names: '' for none). */
export const brandSaveBodySchema = z.object({
  id: optionalParam(idSchema).describe('edit this brand; absent: a new one'),
  ...names,
  logo: picturePathSchema
    .optional()
    .describe('a path from /upload (your own), or empty for none; absent on an edit: unchanged'),
  sort: optionalParam(sortSchema).describe(
    'display order, smallest first; absent: last (new) or unchanged',
  ),
  hidden: optionalParam(flagSchema).describe(
    '1: out of the buyer’s brand lists (its products stay); absent: 0 (new) or unchanged',
  ),
});
export type BrandSaveInput = z.input<typeof brandSaveBodySchema>;
export type BrandSave = z.output<typeof brandSaveBodySchema>;

export const adminBrandSchema = z.object({
  id: z.number().int(),
  ...namesOut,
  logo: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  product_count: z.number().int().describe('products of the brand, in any status'),
  created_at: z.string(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandPageSchema = pageSchema(adminBrandSchema);
export type AdminBrandPage = z.infer<typeof adminBrandPageSchema>;

// ---------------------------------------------------------------- products

export const ADMIN_PRODUCT_SORTS = ['created', 'price', 'sales', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** GET /admin/product/index */
export const adminProductQuerySchema = pageQuerySchema.extend({
  q: searchSchema.describe('part of a name in any language, or a product id'),
  shop_id: optionalParam(idSchema),
  category_id: optionalParam(idSchema).describe('the category or its subcategories'),
  status: optionalParam(
    z.enum(PRODUCT_STATUSES, { error: `one of ${PRODUCT_STATUSES.join(', ')}` }),
  ),
  hidden: optionalParam(flagSchema),
  featured: optionalParam(flagSchema),
  recommended: optionalParam(flagSchema),
  sort: optionalParam(
    z.enum(ADMIN_PRODUCT_SORTS, { error: `one of ${ADMIN_PRODUCT_SORTS.join(', ')}` }),
  ).describe(`${ADMIN_PRODUCT_SORTS.join(' | ')}; default created`),
  order: optionalParam(z.enum(SORT_ORDERS, { error: `one of ${SORT_ORDERS.join(', ')}` })).describe(
    'asc | desc; default desc',
  ),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** POST /admin/product/flags: at least one of hidden, featured, recommended. */
export const productFlagsBodySchema = z
  .object({
    ids: jsonParam(
      z
        .array(idSchema, { error: 'a JSON list of product ids' })
        .min(1, { error: 'at least one id' })
        .max(MAX_FLAG_IDS, { error: `at most ${MAX_FLAG_IDS} ids` }),
    ).describe(`JSON list of product ids, at most ${MAX_FLAG_IDS}`),
    hidden: optionalParam(flagSchema).describe('1: out of the buyer’s catalogue; 0: back in'),
    featured: optionalParam(flagSchema).describe(
      '1: first in the recommended products (get_recommend)',
    ),
    recommended: optionalParam(flagSchema).describe('1: in the recommended products'),
  })
  .superRefine((value, ctx) => {
    if (
      value.hidden === undefined &&
      value.featured === undefined &&
      value.recommended === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['hidden'],
        message: 'give hidden, featured or recommended',
        input: undefined,
      });
  });
export type ProductFlagsInput = z.input<typeof productFlagsBodySchema>;
export type ProductFlags = z.output<typeof productFlagsBodySchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('in the request lang, English when that is empty'),
  image: z.string(),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.string().describe('approved | suspended'),
  }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  price: z.number().describe('USD'),
  stock: z.number().int(),
  sales: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  hidden: z.boolean(),
  featured: z.boolean(),
  recommended: z.boolean(),
  visible: z
    .boolean()
    .describe('whether buyers see it: approved, not hidden, in a shop that is not suspended'),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductPageSchema = pageSchema(adminProductSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
export const adminProductListSchema = z.object({ list: z.array(adminProductSchema) });
