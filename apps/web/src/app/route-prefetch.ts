import type { LoaderFunctionArgs } from 'react-router';
import { categoryProductsQueryOptions } from '../features/catalog/api/get-category-products';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { LIST_SORTS, readListing } from '../features/catalog/listing-params';
import { getPreferences } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { positiveId } from '../lib/route-params';
import { getToken } from '../lib/session';

/**
 * Route loaders that start a page's main call together with its code (the router runs them
 * beside the lazy chunk), so its first picture is not two round trips late. They never wait:
 * the page renders as soon as its code is in, from the same query.
 */
function idOf(request: Request): number | null {
  return positiveId(new URL(request.url).searchParams.get('id'));
}

export function prefetchProduct({ request }: LoaderFunctionArgs): null {
  const id = idOf(request);
  if (id)
    void queryClient.prefetchQuery(
      productQueryOptions(id, getPreferences().lang, Boolean(getToken())),
    );
  return null;
}

export function prefetchCategory({ request }: LoaderFunctionArgs): null {
  const id = idOf(request);
  const listing = readListing(new URL(request.url).searchParams, LIST_SORTS);
  if (id)
    void queryClient.prefetchInfiniteQuery(
      categoryProductsQueryOptions(id, listing, getPreferences().lang),
    );
  return null;
}
