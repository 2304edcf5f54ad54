import type { ReviewApplication, ReviewStatus } from '@mall/contract/admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import { NOTICE_TYPE } from '@mall/contract/notices';
import type { ProductStatus } from '../../db/schema/index';
import { AppError } from '../../plugins/app-error';
import type { Tx } from '../../db/client';
import type { ApplicationDecision, ApplicationHandler } from '../admin/application-handler';
import { auditDecision } from '../admin/decision-audit';
import { settleNotice } from '../notices/notice-writer';
import { iso } from '../shared/localize';
import * as revisions from './product-revision-repository';
import type { RevisionRow } from './product-revision-repository';
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
  { product, shopName, user, revision }: repo.ProductWithOwner,
  images: readonly string[],
): ReviewApplication {
  const common = {
    review_type: NOTICE_TYPE.product,
    user,
    shop: { id: product.shopId, name: shopName },
  };
  if (revision)
    return toRevisionApplication({ product, shopName, user, revision }, revision, images);
  return {
    ...toSellerProduct(product, images),
    ...common,
    status: STATUS_OF[product.status],
    reviewed_at: product.status === 'pending' ? null : iso(product.updatedAt),
  };
}

/**
 * An edit of an approved product as an application: the values it proposes (what the admin
 * decides on), and `on_sale`, the approved version buyers see meanwhile.
 */
function toRevisionApplication(
  { product, shopName, user }: repo.ProductWithOwner,
  revision: RevisionRow,
  onSaleImages: readonly string[],
): ReviewApplication {
  return {
    ...toSellerProduct({ ...product, ...revision.values }, revision.images, revision),
    review_type: NOTICE_TYPE.product,
    status: revision.status as ReviewStatus,
    review_message: revision.message,
    user,
    shop: { id: product.shopId, name: shopName },
    reviewed_at: iso(revision.reviewedAt),
    is_revision: true,
    on_sale: toSellerProduct(product, onSaleImages),
  };
}

/**
 * Decides the edit under review of an approved product (in the decision's transaction):
 * approval writes its values and images onto the product and clears every catalogue cache at
 * commit; rejection leaves the approved version as it is. The seller's Notice 200 says which.
 */
async function decideRevision(
  tx: Tx,
  decision: ApplicationDecision,
): Promise<ReviewApplication | null> {
  const { id, approve, message, actor } = decision;
  // Product row first, then the revision: the order a seller's save takes, so the two cannot deadlock.
  await repo.lockProduct(tx, id);
  const revision = await revisions.decidePendingRevision(tx, id, approve, message, actor.id);
  if (!revision) return null;
  await auditDecision(tx, NOTICE_TYPE.product, decision);
  if (approve) {
    await repo.applyProductValues(tx, id, revision.values);
    await repo.replaceImages(tx, id, revision.images);
  }
  const owner = await repo.findProductApplication(tx, id);
  if (!owner) throw new Error('the revised product disappeared');
  await settleNotice(tx, {
    userId: owner.user.id,
    type: NOTICE_TYPE.product,
    status: approve ? 1 : -1,
    refId: id,
    template: approve ? 'product_revision_approved' : 'product_revision_rejected',
    params: { product: revision.values.name_en ?? owner.product.name_en, message },
  });
  if (approve) await repo.notifyCatalogChanged(tx);
  return toRevisionApplication(owner, revision, (await repo.imagesOf(tx, [id])).get(id) ?? []);
}

/**
 * Product applications (200), one per product (id = product id): a seller's new (or resubmitted)
 * product is pending; approval makes it visible in the catalogue, rejection keeps it hidden with
 * the admin's message. An edit of an approved product is its application under review until
 * decided (see decideRevision). The
 * seller's Notice 200 moves to 1 or -1 and every instance's catalogue cache is cleared, in the
 * decision's transaction.
 */
export const productApplicationHandler: ApplicationHandler = {
  type: NOTICE_TYPE.product,
  async list(db, query) {
    const status = query.status === undefined ? undefined : PRODUCT_STATUS[query.status];
    const { rows, total } = await repo.pageProductApplications(
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
  countUnderReview: (db) => repo.countProductApplicationsUnderReview(db),
  async decide(db, decision) {
    const { id, approve, message } = decision;
    const revised = await db.transaction(async (tx) => {
      const decided = await repo.decideProduct(tx, id, approve, message);
      if (!decided) {
        const revisionDecided = await decideRevision(tx, decision);
        if (revisionDecided) return revisionDecided;
        const current = await repo.findProductApplication(tx, id);
        if (!current) throw new AppError(ErrorCode.NoData);
        throw new AppError(
          ErrorCode.DataOperationFailed,
          toApplication(current, (await repo.imagesOf(tx, [id])).get(id) ?? []),
        );
      }
      await auditDecision(tx, NOTICE_TYPE.product, decision);
      const owner = await repo.findProductApplication(tx, id);
      if (!owner) throw new Error('the decided product disappeared');
      const name = decided.name_en;
      await settleNotice(tx, {
        userId: owner.user.id,
        type: NOTICE_TYPE.product,
        status: approve ? 1 : -1,
        refId: id,
        template: approve ? 'product_approved' : 'product_rejected',
        params: { product: name, message },
      });
      await repo.notifyCatalogChanged(tx);
      return null;
    });
    if (revised) return revised;
    const decided = await repo.findProductApplication(db, id);
    if (!decided) throw new Error('the decided product disappeared');
    return toApplication(decided, (await repo.imagesOf(db, [id])).get(id) ?? []);
  },
};
