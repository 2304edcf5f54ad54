import { z } from 'zod';
import { centsToAmount } from './money';
import { optionalParam, usdCentsSchema } from './params';
import { MAX_PAGE_SIZE, pageQuerySchema } from './pagination';

/**
 * Catalogue and discovery calls (contract section 3): categories, brands, shops, product
 * lists, search, product detail, comments, wishlist and shop follows.
 */

const MAX_ID = 2_147_483_647;

/** A record id: a positive integer (query strings and forms send it as text). */
export const idSchema = z.coerce
  .number({ error: 'must be a positive integer id' })
  .int({ error: 'must be a positive integer id' })
  .min(1, { error: 'must be a positive integer id' })
  .max(MAX_ID, { error: 'must be a positive integer id' });

/** An optional id filter; an empty value (a blank form field) means absent. */
const optionalId = z
  .union([z.literal(''), idSchema], { error: 'must be a positive integer id' })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * An optional USD amount (the shared money input: at most 2 decimals, at most 10,000,000,000);
 * an empty value means absent. Answered in USD.
 */
const optionalAmount = optionalParam(usdCentsSchema).transform((cents) =>
  cents === undefined ? undefined : centsToAmount(cents),
);

/**
 * Product list orders: `new` newest first, `sales` best-selling first, `price_desc` price
 * high to low, `price_asc` price low to high. Search also has `relevance` (its default).
 */
export const PRODUCT_SORTS = ['new', 'sales', 'price_desc', 'price_asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const productSortSchema = z
  .union([z.literal(''), z.enum(PRODUCT_SORTS)], { error: `one of ${PRODUCT_SORTS.join(', ')}` })
  .transform((value): ProductSort => (value === '' ? 'new' : value))
  .default('new')
  .describe(`${PRODUCT_SORTS.join(' | ')}; default new`);

export const searchSortSchema = z
  .union([z.literal(''), z.enum(SEARCH_SORTS)], { error: `one of ${SEARCH_SORTS.join(', ')}` })
  .transform((value): SearchSort => (value === '' ? 'relevance' : value))
  .default('relevance')
  .describe(`${SEARCH_SORTS.join(' | ')}; default relevance`);

/** The price range of a filter, in USD; min_price above max_price is 1000008 on max_price. */
const priceRange = {
  min_price: optionalAmount.describe('lowest price in USD, inclusive'),
  max_price: optionalAmount.describe('highest price in USD, inclusive'),
};
type PriceRange = { min_price?: number | undefined; max_price?: number | undefined };
const checkPriceRange = (value: PriceRange, ctx: z.RefinementCtx) => {
  if (
    value.min_price !== undefined &&
    value.max_price !== undefined &&
    value.min_price > value.max_price
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_price'],
      message: 'must not be below min_price',
      input: value.max_price,
    });
  }
};

/** get_all_products: filters (category includes its subcategories) and a sort. */
export const productListQuerySchema = pageQuerySchema
  .extend({
    category_id: optionalId.describe('the category or any of its subcategories'),
    brand_id: optionalId,
    shop_id: optionalId,
    ...priceRange,
    sort: productSortSchema,
  })
  .superRefine(checkPriceRange);
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** /search/{term}: relevance by default; the same filters as get_all_products but shop. */
export const searchParamsSchema = z.object({
  term: z
    .string()
    // Control characters (NUL cannot even be stored as text) count as spaces.
    .transform((value) => value.replace(/\p{Cc}/gu, ' '))
    .pipe(z.string().trim().min(1).max(100, { error: 'at most 100 characters' })),
});
export const searchQuerySchema = pageQuerySchema
  .extend({
    category_id: optionalId.describe('the category or any of its subcategories'),
    brand_id: optionalId,
    ...priceRange,
    sort: searchSortSchema,
  })
  .superRefine(checkPriceRange);
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** /category/{id}/{page}: the page is in the path. */
export const categoryPageParamsSchema = z.object({
  id: idSchema,
  page: z.coerce.number({ error: 'must be a page number from 1' }).int().min(1).max(100000),
});
export const categoryPageQuerySchema = pageQuerySchema
  .omit({ page: true })
  .extend({ brand_id: optionalId, ...priceRange, sort: productSortSchema })
  .superRefine(checkPriceRange);

/** /shop/{id}/{page}. */
export const shopPageParamsSchema = categoryPageParamsSchema;
export const shopPageQuerySchema = pageQuerySchema
  .omit({ page: true })
  .extend({ sort: productSortSchema });

/** /brand/{id}. */
export const idParamsSchema = z.object({ id: idSchema });
export const brandPageQuerySchema = pageQuerySchema.extend({ sort: productSortSchema });

export const idQuerySchema = z.object({ id: idSchema });
export const productIdQuerySchema = z.object({ product_id: idSchema });
export const recommendListQuerySchema = z.object({
  product_id: idSchema,
  pagesize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(8)
    .describe('how many related products, default 8'),
});
export const commentsQuerySchema = pageQuerySchema.extend({
  id: idSchema.describe('the product id'),
});
export const productIdBodySchema = z.object({ product_id: idSchema });
export const shopIdBodySchema = z.object({ shop_id: idSchema });

/** ProductCard (contract section 2): money in USD. */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('in the request lang, English when that is empty'),
  image: z.string().describe('a /static/... path'),
  price: z.number().describe('USD'),
  original_price: z.number().describe('USD, before any discount'),
  sales: z.number().int(),
  rating: z.number().describe('average comment star with one decimal; 0 without comments'),
  stock: z.number().int(),
  shop_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  category_id: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** `{list, total, page, pagesize}` of a list call. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pagesize: z.number().int(),
  });
}
export const productPageSchema = pageSchema(productCardSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
export const productListSchema = z.object({ list: z.array(productCardSchema) });

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  parent_id: z.number().int().nullable().describe('null for a top-level category'),
});
export type Category = z.infer<typeof categorySchema>;

export interface CategoryNode extends Category {
  children: CategoryNode[];
}
/**
 * Recursive, so named: the id puts it in zod's global registry, from which the OpenAPI document
 * emits it as `#/components/schemas/CategoryNode` and refers to it (itself included) by `$ref`.
 */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() => categorySchema.extend({ children: z.array(categoryNodeSchema) }))
  .meta({ id: 'CategoryNode' });
export const categoryTreeSchema = z.object({
  list: z.array(categoryNodeSchema).describe('top-level categories'),
});
export const categoryListSchema = z.object({ list: z.array(categorySchema) });

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  product_count: z.number().int().describe('approved products'),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.object({ list: z.array(brandSchema) });

export const brandPageSchema = z.object({ brand: brandSchema, products: productPageSchema });
export type BrandPage = z.infer<typeof brandPageSchema>;

export const categoryPageSchema = z.object({
  category: categorySchema.extend({
    children: z.array(categorySchema).describe('direct subcategories'),
  }),
  products: productPageSchema.describe("the category's products and its subcategories'"),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const shopSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  product_count: z.number().int(),
  followers: z.number().int(),
  followed: z
    .boolean()
    .describe('whether the caller (by access-token) follows it; false without one'),
  rating: z
    .number()
    .describe("average star of its products' comments, one decimal; 0 without comments"),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;
export const shopPageSchema = z.object({ shop: shopSummarySchema, products: productPageSchema });
export type ShopPage = z.infer<typeof shopPageSchema>;
export const shopSummaryPageSchema = pageSchema(shopSummarySchema);

export const topCategoriesSchema = z.object({
  list: z.array(
    z.object({
      category: categorySchema,
      products: z.array(productCardSchema).describe('up to 6, best-selling first'),
    }),
  ),
});
export type TopCategories = z.infer<typeof topCategoriesSchema>;

/** Product (contract section 2): ProductCard plus the detail. */
export const productDetailSchema = productCardSchema.extend({
  images: z.array(z.string()).describe('/static/... paths, the main image first'),
  description: z.string().describe('sanitised HTML'),
  short_description: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
  category: categorySchema,
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    followed: z.boolean(),
  }),
  comment_count: z.number().int(),
  wishlisted: z.boolean().describe('in the caller’s wishlist; false without an access-token'),
  related: z.array(productCardSchema).describe('related products, never this one'),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  user: z.object({ firstname: z.string(), avatar: z.string() }),
  star: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageSchema(commentSchema).extend({
  average: z.number().describe('average star, one decimal; 0 without comments'),
  count: z.number().int().describe('number of comments'),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const wishlistCountSchema = z.object({
  count: z.number().int().describe('products in the wishlist'),
});
export const followStateSchema = z.object({ followed: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;
export const cacheClearedSchema = z.object({ cleared: z.literal(true) });
