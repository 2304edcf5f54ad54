import { rememberDeviceToken } from '../../../lib/device-token';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { startSession } from '../../../lib/session';
import type { LoginResult, UserInfo } from '../types';

/** Login and registration both end here: keep the token, mark logged in, cache the user. */
export function applyLoginResult(result: LoginResult): void {
  startSession(result['access-token']);
  // Older servers answer no device token: nothing is kept then.
  rememberDeviceToken(result.user.email, result['device-token'] as string | undefined);
  const user: UserInfo = {
    ...result.user,
    seller_url: result.seller_url || result.user.seller_url,
    card: result.card,
    message_unread_count: result.message_unread_count,
  };
  queryClient.setQueryData(queryKeys.user.info(), user);
}
