import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info';
import { brandsQueryOptions } from '../features/catalog/api/get-brands';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { advertsQueryOptions } from '../features/content/api/get-adverts';
import { websiteConfigQueryOptions } from '../features/content/api/get-website-config';
import { currenciesQueryOptions } from '../features/settings/api/get-currencies';
import { languagesQueryOptions } from '../features/settings/api/get-languages';
import { getPreferences } from '../lib/preferences';
import { syncSessionFromStorage } from '../lib/session';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';

/**
 * The start sequence of spec section 4: set the ad timestamp; with a token, fetch the user
 * (which marks them logged in); load adverts, website settings, brands and categories; and
 * start the two loads the interface waits for (currencies and languages, see BootGate).
 */
export function runStartSequence(queryClient: QueryClient, now = Date.now()): void {
  writeStorage(STORAGE_KEYS.adTimestamp, String(now));
  const session = syncSessionFromStorage();
  if (session.loggedIn) void queryClient.prefetchQuery(userInfoQueryOptions());
  const { lang } = getPreferences();
  void queryClient.prefetchQuery(advertsQueryOptions(lang));
  void queryClient.prefetchQuery(websiteConfigQueryOptions(lang));
  void queryClient.prefetchQuery(brandsQueryOptions(lang));
  void queryClient.prefetchQuery(categoriesQueryOptions(lang));
  void queryClient.prefetchQuery(currenciesQueryOptions());
  void queryClient.prefetchQuery(languagesQueryOptions());
}
