import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  LIST_SORTS,
  listingApiParams,
  readListing,
  SEARCH_SORTS,
  writeListing,
} from './listing-params';

const url = (query: string) => new URLSearchParams(query);

describe('list filters and sort in the URL', () => {
  it('reads the sort, brand, category and price range', () => {
    expect(
      readListing(url('id=3&sort=price_asc&brand_id=7&min_price=10&max_price=99.5'), LIST_SORTS),
    ).toEqual({
      sort: 'price_asc',
      brandId: 7,
      categoryId: null,
      minPrice: '10',
      maxPrice: '99.5',
    });
  });

  it('defaults to the first sort (newest; relevance for search) and ignores what is malformed', () => {
    const listing = readListing(
      url('sort=cheapest&brand_id=-1&category_id=x&min_price=1e3&max_price=1.234'),
      LIST_SORTS,
    );
    expect(listing).toEqual({
      sort: 'new',
      brandId: null,
      categoryId: null,
      minPrice: null,
      maxPrice: null,
    });
    expect(readListing(url(''), SEARCH_SORTS).sort).toBe('relevance');
    expect(readListing(url('sort=relevance'), LIST_SORTS).sort).toBe('new');
  });

  it('swaps a range written the wrong way round', () => {
    expect(readListing(url('min_price=50&max_price=5'), LIST_SORTS)).toMatchObject({
      minPrice: '5',
      maxPrice: '50',
    });
  });

  it('writes changes and keeps the page’s own parameters; the default sort is left out', () => {
    const next = writeListing(
      url('id=3&q=lamp&sort=price_asc'),
      { sort: 'new', brandId: 4, minPrice: '12.5' },
      LIST_SORTS,
    );
    expect(next.toString()).toBe('id=3&q=lamp&brand_id=4&min_price=12.5');
    const cleared = writeListing(
      next,
      { brandId: null, minPrice: null, sort: 'price_desc' },
      LIST_SORTS,
    );
    expect(cleared.toString()).toBe('id=3&q=lamp&sort=price_desc');
  });

  it('counts the filters in use and gives the API its parameters', () => {
    const listing = readListing(
      url('brand_id=2&category_id=9&max_price=20&sort=sales'),
      SEARCH_SORTS,
    );
    expect(activeFilterCount(listing)).toBe(3);
    expect(listingApiParams(listing)).toEqual({
      sort: 'sales',
      brand_id: 2,
      category_id: 9,
      max_price: '20',
    });
    expect(activeFilterCount(readListing(url('sort=new'), LIST_SORTS))).toBe(0);
  });
});
