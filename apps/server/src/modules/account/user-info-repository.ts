import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  cartItems,
  chatConversations,
  chatMessages,
  notices,
  sellerApplications,
  settings,
  shops,
  wishlists,
} from '../../db/schema/index';

export interface UserCounters {
  cartCount: number;
  wishlistCount: number;
  unreadNotices: number;
  unreadMessages: number;
  shopStatus: string | null;
  applicationStatus: number | null;
  sellerUrlSetting: string | null;
}

/** Everything UserInfo needs beside the user row, in one query. */
export async function loadUserCounters(db: DbOrTx, userId: number): Promise<UserCounters> {
  const [row] = await queryRows<{
    cart_count: number;
    wishlist_count: number;
    unread_notices: number;
    unread_messages: number;
    shop_status: string | null;
    application_status: number | null;
    seller_url: string | null;
  }>(
    db,
    sql`select
      (select coalesce(sum(${cartItems.qty}), 0)::int from ${cartItems} where ${cartItems.userId} = ${userId}) as cart_count,
      (select count(*)::int from ${wishlists} where ${wishlists.userId} = ${userId}) as wishlist_count,
      (select count(*)::int from ${notices} where ${notices.userId} = ${userId} and not ${notices.isread}) as unread_notices,
      (select count(*)::int from ${chatMessages}
        join ${chatConversations} on ${chatConversations.id} = ${chatMessages.conversationId}
        where (${chatConversations.userId} = ${userId}
          or ${chatConversations.shopId} in (select ${shops.id} from ${shops} where ${shops.ownerId} = ${userId}))
          and ${chatMessages.senderId} <> ${userId} and ${chatMessages.readAt} is null) as unread_messages,
      (select ${shops.status} from ${shops} where ${shops.ownerId} = ${userId}) as shop_status,
      (select ${sellerApplications.status}::int from ${sellerApplications} where ${sellerApplications.userId} = ${userId}
        order by ${sellerApplications.id} desc limit 1) as application_status,
      (select ${settings.value} #>> '{}' from ${settings} where ${settings.key} = 'seller_url') as seller_url`,
  );
  return {
    cartCount: row?.cart_count ?? 0,
    wishlistCount: row?.wishlist_count ?? 0,
    unreadNotices: row?.unread_notices ?? 0,
    unreadMessages: row?.unread_messages ?? 0,
    shopStatus: row?.shop_status ?? null,
    applicationStatus: row?.application_status ?? null,
    sellerUrlSetting: row?.seller_url ?? null,
  };
}
