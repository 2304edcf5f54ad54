import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceList } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /citys: countries; with a country its states; with both, the state's cities. */
export function getPlaces(
  country: string,
  state: string,
  signal?: AbortSignal,
): Promise<PlaceList> {
  return apiClient.post(
    '/citys',
    { ...(country ? { country } : {}), ...(state ? { state } : {}) },
    { signal, background: true, silent: true },
  );
}

export function placesQueryOptions(country: string, state: string) {
  return queryOptions({
    queryKey: queryKeys.places(country, state),
    queryFn: ({ signal }) => getPlaces(country, state, signal),
    staleTime: Infinity,
  });
}

export function usePlaces(country: string, state: string, enabled: boolean) {
  return useQuery({ ...placesQueryOptions(country, state), enabled });
}
