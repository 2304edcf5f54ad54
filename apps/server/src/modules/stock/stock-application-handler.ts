import type { ReviewApplication } from '@mall/contract/admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError } from '../../plugins/app-error';
import type { ApplicationHandler } from '../admin/application-handler';
import { auditDecision } from '../admin/decision-audit';
import { settleNotice } from '../notices/notice-writer';
import * as repo from './stock-application-repository';
import { toStockApplication } from './stock-application-view';

function toApplication(row: repo.StockApplicationWithParts): ReviewApplication {
  return {
    ...toStockApplication(row),
    review_type: NOTICE_TYPE.stockIn,
    user: row.user,
    shop: row.shop,
  };
}

/**
 * Stock-in applications (300). Approval adds the units to the product's stock and stock
 * received; rejection adds nothing. The seller's Notice 300 moves to 1 or -1 in the same
 * transaction, and the catalogue caches learn of the new stock through the products trigger.
 */
export const stockApplicationHandler: ApplicationHandler = {
  type: NOTICE_TYPE.stockIn,
  async list(db, query) {
    const { rows, total } = await repo.pageStockApplications(
      db,
      { status: query.status },
      query.pagesize,
      pageOffset(query),
    );
    return pageOf(rows.map(toApplication), total, query);
  },
  countUnderReview: (db) => repo.countStockApplicationsUnderReview(db),
  async decide(db, decision) {
    const { id, approve, message, actor } = decision;
    await db.transaction(async (tx) => {
      const decided = await repo.decideStockApplication(tx, id, approve, message, actor.id);
      if (!decided) {
        const current = await repo.findStockApplication(tx, id);
        if (!current) throw new AppError(ErrorCode.NoData);
        throw new AppError(ErrorCode.DataOperationFailed, toApplication(current));
      }
      await auditDecision(tx, NOTICE_TYPE.stockIn, decision);
      if (approve) await repo.receiveStock(tx, decided.productId, decided.qty);
      const current = await repo.findStockApplication(tx, id);
      if (!current) throw new Error('the decided application disappeared');
      await settleNotice(tx, {
        userId: decided.userId,
        type: NOTICE_TYPE.stockIn,
        status: approve ? 1 : -1,
        refId: id,
        template: approve ? 'stock_approved' : 'stock_rejected',
        params: { qty: decided.qty, product: current.product.name, message },
      });
    });
    const decided = await repo.findStockApplication(db, id);
    if (!decided) throw new Error('the decided application disappeared');
    return toApplication(decided);
  },
};
