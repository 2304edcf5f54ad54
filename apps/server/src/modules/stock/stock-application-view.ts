import type { StockApplication } from '@mall/contract/seller';
import { iso } from '../shared/localize';
import type { StockApplicationWithParts } from './stock-application-repository';

/** An application as its seller sees it. */
export function toStockApplication({
  application,
  product,
}: StockApplicationWithParts): StockApplication {
  return {
    id: application.id,
    status: application.status,
    product,
    qty: application.qty,
    remark: application.remark,
    message: application.message,
    created_at: iso(application.createdAt) ?? '',
    reviewed_at: iso(application.reviewedAt),
  };
}
