import type { SellerApplication } from '@mall/contract/seller';
import { iso } from '../shared/localize';
import type { SellerApplicationRow } from './seller-application-repository';

export function toSellerApplication(row: SellerApplicationRow): SellerApplication {
  return {
    id: row.id,
    status: row.status,
    shop_name: row.shopName,
    contact_name: row.contactName,
    telephone: row.telephone,
    email: row.email,
    address: row.address,
    id_front: row.idFront,
    id_back: row.idBack,
    remark: row.remark,
    message: row.message,
    created_at: iso(row.createdAt) ?? '',
    reviewed_at: iso(row.reviewedAt),
  };
}
