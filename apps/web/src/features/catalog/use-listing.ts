import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '../../types/catalog';
import { readListing, writeListing, type Listing } from './listing-params';

/** The list's sort and filters from the page's URL; changes replace the URL (back leaves the page). */
export function useListing(
  sorts: readonly ProductSort[],
): [Listing, (patch: Partial<Listing>) => void] {
  const [params, setParams] = useSearchParams();
  const listing = useMemo(() => readListing(params, sorts), [params, sorts]);
  const update = (patch: Partial<Listing>) =>
    setParams((current) => writeListing(current, patch, sorts), {
      replace: true,
      preventScrollReset: true,
    });
  return [listing, update];
}
