import type { SellerStatus, UserInfo } from '@mall/contract/auth';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../auth/session-service';
import { loadUserCounters, type UserCounters } from './user-info-repository';

function sellerStatusOf(counters: UserCounters): SellerStatus {
  if (counters.shopStatus === 'suspended') return 'suspended';
  if (counters.shopStatus) return 'approved';
  switch (counters.applicationStatus) {
    case 0:
      return 'pending';
    case 1:
      return 'approved';
    case -1:
      return 'rejected';
    default:
      return 'none';
  }
}

/** SELLER_URL when configured, else the seller_url setting, else empty. */
export function sellerUrlOf(configured: string | undefined, setting: string | null): string {
  return configured ?? setting ?? '';
}

/** UserInfo of the contract: the user row plus one query of counters. */
export async function buildUserInfo(
  db: DbOrTx,
  user: SessionUser,
  configuredSellerUrl: string | undefined,
): Promise<UserInfo> {
  const counters = await loadUserCounters(db, user.id);
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    avatar: user.avatar,
    phone: user.phone,
    seller_url: sellerUrlOf(configuredSellerUrl, counters.sellerUrlSetting),
    // A suspended shop keeps its seller center for its orders and refunds (decision 0029).
    is_seller: Boolean(counters.shopStatus),
    seller_status: sellerStatusOf(counters),
    roles: user.roles,
    card: { count: counters.cartCount },
    product: { count: counters.wishlistCount },
    notice: { count: counters.unreadNotices },
    message_unread_count: counters.unreadMessages,
  };
}
