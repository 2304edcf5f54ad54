import { ErrorCode } from '@mall/contract/errors';
import type { applySellerBodySchema, SellerApplication } from '@mall/contract/seller';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError, invalidField } from '../../plugins/app-error';
import { sendNotice } from '../notices/notice-writer';
import { claimDocument } from '../uploads/private-document';
import type { Storage } from '../../storage/storage';
import { isUniqueViolation } from '../shared/db-errors';
import * as repo from './seller-application-repository';
import { toSellerApplication } from './seller-application-view';

export type ApplySellerData = z.output<typeof applySellerBodySchema>;

async function reapplication(db: Db, userId: number): Promise<AppError | null> {
  const active = await repo.findActiveApplication(db, userId);
  return active ? new AppError(ErrorCode.SellerReapply, toSellerApplication(active)) : null;
}

/**
 * applyseller: an application under review (status 0) and its Notice 100. 2000016 with the
 * existing application when one is under review or approved (also for two at once: a unique
 * index); 2000015 {field} when the caller already runs a shop or the shop name is taken;
 * 1000008 {field} for ID images that are not the caller's uploads.
 */
export async function applySeller(
  db: Db,
  storage: Storage,
  userId: number,
  input: ApplySellerData,
): Promise<SellerApplication> {
  const existing = await reapplication(db, userId);
  if (existing) throw existing;
  if (await repo.hasShop(db, userId))
    throw invalidField('shop_name', 'you already have a shop', ErrorCode.SellerApplicationFailed);
  for (const field of ['id_front', 'id_back'] as const)
    await claimDocument(db, storage, userId, input[field], field);
  if (await repo.shopNameTaken(db, input.shop_name))
    throw invalidField(
      'shop_name',
      'a shop with this name exists',
      ErrorCode.SellerApplicationFailed,
    );
  try {
    const row = await db.transaction(async (tx) => {
      const application = await repo.insertApplication(tx, {
        userId,
        shopName: input.shop_name,
        contactName: input.contact_name,
        telephone: input.telephone,
        email: input.email ?? '',
        address: input.address,
        idFront: input.id_front,
        idBack: input.id_back,
        remark: input.remark ?? '',
      });
      await sendNotice(tx, {
        userId,
        type: NOTICE_TYPE.merchant,
        status: 0,
        refId: application.id,
        template: 'seller_submitted',
        params: { shop: application.shopName },
      });
      return application;
    });
    return toSellerApplication(row);
  } catch (error) {
    if (isUniqueViolation(error, 'seller_applications_active_key'))
      throw (await reapplication(db, userId)) ?? error;
    throw error;
  }
}
