import { ErrorCode } from '@mall/contract/errors';
import { LANGS } from '@mall/contract/locales';
import type { productSaveBodySchema, SellerProduct } from '@mall/contract/seller';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { NOTICE_TYPES } from '../../db/schema/index';
import { AppError, invalidField } from '../../plugins/app-error';
import { insertNotice, settleNotice } from '../notices/notice-repository';
import { countOwnUploads } from '../orders/comment-repository';
import * as repo from './seller-product-repository';
import { toSellerProduct } from './seller-product-view';

export type ProductSaveData = z.output<typeof productSaveBodySchema>;

/** The product columns of a save: texts in every language ('' where not given), price, category, brand, main image. */
function valuesOf(input: ProductSaveData): repo.ProductValues {
  const texts: Record<string, string> = {};
  for (const prefix of ['name', 'description', 'short_description'] as const) {
    for (const lang of LANGS) texts[`${prefix}_${lang}`] = input[`${prefix}_${lang}`] ?? '';
  }
  return {
    ...texts,
    priceCents: input.price,
    originalPriceCents: input.price,
    categoryId: input.category_id,
    brandId: input.brand_id ?? null,
    image: input.images[0] ?? '',
  } as repo.ProductValues;
}

/**
 * seller/product/save: a new product of the caller's shop is pending until an admin approves it
 * (Notice 200); an edit keeps an approved product on sale, and sends a rejected one back to
 * review. Stock edits move the stock received by the same difference. 2000019 for a product of
 * another shop; 1000008 {field} for an unknown category or brand, or images not the caller's.
 */
export async function saveProduct(
  db: Db,
  seller: { userId: number; shopId: number },
  input: ProductSaveData,
): Promise<SellerProduct> {
  const images = [...new Set(input.images)];
  if ((await countOwnUploads(db, seller.userId, images)) !== images.length)
    throw invalidField('images', 'not a file you uploaded');
  if (!(await repo.categoryExists(db, input.category_id)))
    throw invalidField('category_id', 'no such category');
  if (input.brand_id !== undefined && !(await repo.brandExists(db, input.brand_id)))
    throw invalidField('brand_id', 'no such brand');
  const values = valuesOf({ ...input, images });
  const row = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      const created = await repo.insertProduct(
        tx,
        seller.shopId,
        { ...values, status: 'pending' },
        input.stock,
      );
      await insertNotice(tx, {
        userId: seller.userId,
        type: NOTICE_TYPES.product,
        status: 0,
        refId: created.id,
        template: 'product_submitted',
        params: { product: created.name_en },
      });
      await repo.replaceImages(tx, created.id, images);
      return created;
    }
    const current = await repo.findShopProduct(tx, input.id, seller.shopId);
    if (!current) throw new AppError(ErrorCode.NoData);
    const resubmit = current.status === 'rejected';
    const updated = await repo.updateProduct(
      tx,
      input.id,
      seller.shopId,
      { ...values, ...(resubmit ? { status: 'pending', reviewMessage: '' } : {}) },
      input.stock,
    );
    if (!updated) throw new AppError(ErrorCode.NoData);
    if (resubmit) {
      await settleNotice(tx, {
        userId: seller.userId,
        type: NOTICE_TYPES.product,
        status: 0,
        refId: updated.id,
        template: 'product_resubmitted',
        params: { product: updated.name_en },
        isread: true,
      });
    }
    await repo.replaceImages(tx, updated.id, images);
    return updated;
  });
  return toSellerProduct(row, images);
}

export async function shopProductPage(
  db: Db,
  shopId: number,
  status: SellerProduct['status'] | undefined,
  page: { page: number; pagesize: number },
) {
  const { rows, total } = await repo.pageShopProducts(
    db,
    shopId,
    status,
    page.pagesize,
    (page.page - 1) * page.pagesize,
  );
  const images = await repo.imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toSellerProduct(row, images.get(row.id) ?? [])),
    total,
    page: page.page,
    pagesize: page.pagesize,
  };
}
