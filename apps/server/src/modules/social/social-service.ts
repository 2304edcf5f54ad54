import type { FollowState, ProductPage, ShopSummary } from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import { pageOf, pageOffset, type Page, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { productPage } from '../catalog/product-service';
import { followShop, pageFollowedShops, unfollowShop } from './follow-repository';
import { addToWishlist, removeFromWishlist } from './wishlist-repository';

export async function addWishlist(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ count: number }> {
  const { found, count } = await addToWishlist(db, userId, productId);
  if (!found) throw new AppError(ErrorCode.ProductInvalid);
  return { count };
}

export async function removeWishlist(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ count: number }> {
  const { found, count } = await removeFromWishlist(db, userId, productId);
  if (!found) throw new AppError(ErrorCode.ProductInvalid);
  return { count };
}

/** The wishlist's visible products, latest added first. */
export async function wishlistPage(
  db: DbOrTx,
  userId: number,
  page: PageQuery,
  lang: Lang,
): Promise<ProductPage> {
  return productPage(db, { filter: { wishlistOf: userId }, order: 'rank', page, lang });
}

export async function follow(db: DbOrTx, userId: number, shopId: number): Promise<FollowState> {
  const { found, followers } = await followShop(db, userId, shopId);
  if (!found) throw new AppError(ErrorCode.NoData);
  return { followed: true, followers };
}

export async function unfollow(db: DbOrTx, userId: number, shopId: number): Promise<FollowState> {
  const { found, followers } = await unfollowShop(db, userId, shopId);
  if (!found) throw new AppError(ErrorCode.NoData);
  return { followed: false, followers };
}

export async function followedShops(
  db: DbOrTx,
  userId: number,
  page: PageQuery,
): Promise<Page<ShopSummary>> {
  const { rows, total } = await pageFollowedShops(db, userId, page.pagesize, pageOffset(page));
  return pageOf(rows, total, page);
}
