import type { ReviewApplication, ReviewStatus } from '@mall/contract/admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import { NOTICE_TYPES, type ProductStatus } from '../../db/schema/index';
import { AppError } from '../../plugins/app-error';
import type { ReviewHandler } from '../admin/review-handler';
import { settleNotice } from '../notices/notice-repository';
import { iso } from '../shared/localize';
import * as repo from './seller-product-repository';
import { toSellerProduct } from './seller-product-view';

const STATUS_OF: Record<ProductStatus, ReviewStatus> = {
  pending: 0,
  approved: 1,
  rejected: -1,
  off: -1,
};
const PRODUCT_STATUS: Record<ReviewStatus, ProductStatus> = {
  0: 'pending',
  1: 'approved',
  [-1]: 'rejected',
};

function toApplication(
  { product, shopName, user }: repo.ProductWithOwner,
  images: readonly string[],
): ReviewApplication {
  return {
    ...toSellerProduct(product, images),
    review_type: NOTICE_TYPES.product,
    status: STATUS_OF[product.status],
    user,
    shop: { id: product.shopId, name: shopName },
    reviewed_at: product.status === 'pending' ? null : iso(product.updatedAt),
  };
}

/**
 * Product applications (200): a seller's new (or resubmitted) product is pending; approval makes
 * it visible in the catalogue, rejection keeps it hidden with the reviewer's message. The
 * seller's Notice 200 moves to 1 or -1 and every instance's catalogue cache is cleared, in the
 * decision's transaction.
 */
export const productReview: ReviewHandler = {
  type: NOTICE_TYPES.product,
  async list(db, query) {
    const status = query.status === undefined ? undefined : PRODUCT_STATUS[query.status];
    const { rows, total } = await repo.pageReviewProducts(
      db,
      status,
      query.pagesize,
      pageOffset(query),
    );
    const images = await repo.imagesOf(
      db,
      rows.map((row) => row.product.id),
    );
    return pageOf(
      rows.map((row) => toApplication(row, images.get(row.product.id) ?? [])),
      total,
      query,
    );
  },
  async decide(db, { id, approve, message }) {
    await db.transaction(async (tx) => {
      const decided = await repo.decideProduct(tx, id, approve, message);
      if (!decided) {
        const current = await repo.findReviewProduct(tx, id);
        if (!current) throw new AppError(ErrorCode.NoData);
        throw new AppError(
          ErrorCode.DataOperationFailed,
          toApplication(current, (await repo.imagesOf(tx, [id])).get(id) ?? []),
        );
      }
      const owner = await repo.findReviewProduct(tx, id);
      if (!owner) throw new Error('the decided product disappeared');
      const name = decided.name_en;
      await settleNotice(tx, {
        userId: owner.user.id,
        type: NOTICE_TYPES.product,
        status: approve ? 1 : -1,
        refId: id,
        template: approve ? 'product_approved' : 'product_rejected',
        params: { product: name, message },
      });
      await repo.notifyCatalogChanged(tx);
    });
    const decided = await repo.findReviewProduct(db, id);
    if (!decided) throw new Error('the decided product disappeared');
    return toApplication(decided, (await repo.imagesOf(db, [id])).get(id) ?? []);
  },
};
