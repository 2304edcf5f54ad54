import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset, type Page, type PageQuery } from '@mall/contract/pagination';
import type { StockApplication, stockApplyBodySchema } from '@mall/contract/seller';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError } from '../../plugins/app-error';
import { sendNotice } from '../notices/notice-writer';
import { findShopProduct } from '../seller/seller-reader';
import * as repo from './stock-application-repository';
import { toStockApplication } from './stock-application-view';

export type StockApplyData = z.output<typeof stockApplyBodySchema>;

export interface SellerRef {
  userId: number;
  shopId: number;
}

/**
 * Files a stock-in application under review (status 0) and its Notice 300, in the caller's
 * transaction: the seller's own request, or a new product's initial units.
 */
export async function fileStockApplication(
  tx: Tx,
  application: repo.NewStockApplication,
  productName: string,
): Promise<repo.StockApplicationRow> {
  const row = await repo.insertStockApplication(tx, application);
  await sendNotice(tx, {
    userId: application.userId,
    type: NOTICE_TYPE.stockIn,
    status: 0,
    refId: row.id,
    template: 'stock_submitted',
    params: { qty: application.qty, product: productName },
  });
  return row;
}

/**
 * stock/apply: asks for `qty` units of one of the caller's products to be received into stock;
 * under review (status 0) with its Notice 300 until an admin decides. 2000019 for a product
 * that is not the caller's shop's.
 */
export async function applyStockIn(
  db: Db,
  seller: SellerRef,
  input: StockApplyData,
): Promise<StockApplication> {
  const product = await findShopProduct(db, input.product_id, seller.shopId);
  if (!product) throw new AppError(ErrorCode.NoData);
  const id = await db.transaction(async (tx) => {
    const application = await fileStockApplication(
      tx,
      {
        shopId: seller.shopId,
        productId: product.id,
        userId: seller.userId,
        qty: input.qty,
        remark: input.remark ?? '',
      },
      product.name_en,
    );
    return application.id;
  });
  const saved = await repo.findStockApplication(db, id);
  if (!saved) throw new Error('the application disappeared');
  return toStockApplication(saved);
}

/** stock/index: the caller's shop's applications, newest first. */
export async function shopStockApplications(
  db: Db,
  shopId: number,
  query: PageQuery & { status?: -1 | 0 | 1 | undefined },
): Promise<Page<StockApplication>> {
  const { rows, total } = await repo.pageStockApplications(
    db,
    { shopId, status: query.status },
    query.pagesize,
    pageOffset(query),
  );
  return pageOf(rows.map(toStockApplication), total, query);
}
