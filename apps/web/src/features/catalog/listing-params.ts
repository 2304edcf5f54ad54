import type { ProductSort } from '../../types/catalog';

/**
 * The sorts of category, brand and shop lists: the spec's newest, price high to low and low to
 * high, and best-selling (the API's `sales`). Newest is the default.
 */
export const LIST_SORTS = [
  'new',
  'sales',
  'price_desc',
  'price_asc',
] as const satisfies readonly ProductSort[];
/** Search adds relevance, its default. */
export const SEARCH_SORTS = [
  'relevance',
  'new',
  'sales',
  'price_desc',
  'price_asc',
] as const satisfies readonly ProductSort[];

/** What a product list is narrowed and ordered by; kept in the page's URL so it can be shared. */
export interface Listing {
  sort: ProductSort;
  brandId: number | null;
  categoryId: number | null;
  /** USD, as the API takes them ("12.5"); null for no bound. */
  minPrice: string | null;
  maxPrice: string | null;
}

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function price(value: string | null): string | null {
  return value && PRICE.test(value) ? value : null;
}

/** Reads the URL; anything malformed is ignored, an unknown sort is the first allowed one. */
export function readListing(params: URLSearchParams, sorts: readonly ProductSort[]): Listing {
  const sort = params.get('sort');
  let minPrice = price(params.get('min_price'));
  let maxPrice = price(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && Number(minPrice) > Number(maxPrice))
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sort: sorts.find((s) => s === sort) ?? sorts[0] ?? 'new',
    brandId: positiveInt(params.get('brand_id')),
    categoryId: positiveInt(params.get('category_id')),
    minPrice,
    maxPrice,
  };
}

const URL_NAMES: Record<Exclude<keyof Listing, 'sort'>, string> = {
  brandId: 'brand_id',
  categoryId: 'category_id',
  minPrice: 'min_price',
  maxPrice: 'max_price',
};

/** The URL with `patch` applied; other parameters (id, q) stay; the default sort is left out. */
export function writeListing(
  params: URLSearchParams,
  patch: Partial<Listing>,
  sorts: readonly ProductSort[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [keyof Listing, Listing[keyof Listing]][]) {
    const name = key === 'sort' ? 'sort' : URL_NAMES[key];
    if (value === null || value === undefined || (key === 'sort' && value === sorts[0]))
      next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** How many filters (not the sort) are on, for the filter button's badge. */
export function activeFilterCount(listing: Listing): number {
  return [listing.brandId, listing.categoryId, listing.minPrice ?? listing.maxPrice].filter(
    (v) => v !== null,
  ).length;
}

/** The API's parameters for a listing (sort, brand_id, category_id, min_price, max_price). */
export function listingApiParams(listing: Listing): Record<string, string | number> {
  const out: Record<string, string | number> = { sort: listing.sort };
  if (listing.brandId !== null) out.brand_id = listing.brandId;
  if (listing.categoryId !== null) out.category_id = listing.categoryId;
  if (listing.minPrice !== null) out.min_price = listing.minPrice;
  if (listing.maxPrice !== null) out.max_price = listing.maxPrice;
  return out;
}
