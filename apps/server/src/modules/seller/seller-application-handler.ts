import type { ReviewApplication } from '@mall/contract/admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError, invalidField } from '../../plugins/app-error';
import type { ApplicationHandler } from '../admin/application-handler';
import { auditDecision } from '../admin/decision-audit';
import { settleNotice } from '../notices/notice-writer';
import { isUniqueViolation } from '../shared/db-errors';
import { iso } from '../shared/localize';
import * as repo from './seller-application-repository';
import { toSellerApplication } from './seller-application-view';

function toApplication({ application, user }: repo.ApplicationWithUser): ReviewApplication {
  return {
    ...toSellerApplication(application),
    review_type: NOTICE_TYPE.merchant,
    user,
    reviewed_at: iso(application.reviewedAt),
  };
}

/**
 * Seller applications (100). Approval opens the applicant's shop (so they are a seller: is_seller,
 * seller routes) and rejection lets them apply again; the Notice 100 moves to 1 or -1, all in one
 * transaction. A shop name taken meanwhile is 1000008 {field: shop_name} and decides nothing.
 */
export const sellerApplicationHandler: ApplicationHandler = {
  type: NOTICE_TYPE.merchant,
  async list(db, query) {
    const { rows, total } = await repo.pageApplications(
      db,
      query.status,
      query.pagesize,
      pageOffset(query),
    );
    return pageOf(rows.map(toApplication), total, query);
  },
  countUnderReview: (db) => repo.countApplicationsUnderReview(db),
  async decide(db, decision) {
    const { id, approve, message, actor } = decision;
    try {
      await db.transaction(async (tx) => {
        const decided = await repo.decideApplication(tx, id, approve, message, actor.id);
        if (!decided) {
          const current = await repo.findApplication(tx, id);
          if (!current) throw new AppError(ErrorCode.NoData);
          throw new AppError(ErrorCode.DataOperationFailed, toApplication(current));
        }
        await auditDecision(tx, NOTICE_TYPE.merchant, decision);
        if (approve) await repo.insertShopOf(tx, decided);
        await settleNotice(tx, {
          userId: decided.userId,
          type: NOTICE_TYPE.merchant,
          status: approve ? 1 : -1,
          refId: decided.id,
          template: approve ? 'seller_approved' : 'seller_rejected',
          params: { shop: decided.shopName, message },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'shops_name_key'))
        throw invalidField('shop_name', 'a shop with this name exists');
      if (isUniqueViolation(error, 'shops_owner_key'))
        throw invalidField('user', 'the applicant already has a shop');
      throw error;
    }
    const decided = await repo.findApplication(db, id);
    if (!decided) throw new Error('the decided application disappeared');
    return toApplication(decided);
  },
};
