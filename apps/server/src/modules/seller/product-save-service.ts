import { ErrorCode } from '@mall/contract/errors';
import { LANGS } from '@mall/contract/locales';
import type { productSaveBodySchema, SellerProduct } from '@mall/contract/seller';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { NOTICE_TYPE } from '@mall/contract/notices';
import { AppError, invalidField } from '../../plugins/app-error';
import { sendNotice, settleNotice } from '../notices/notice-writer';
import { assertOwnUploads } from '../uploads/own-upload';
import { sanitizeRichText } from '../shared/rich-text';
import { fileStockApplication } from '../stock/stock-application-service';
import * as revisions from './product-revision-repository';
import * as repo from './seller-product-repository';
import { toSellerProduct } from './seller-product-view';

export type ProductSaveData = z.output<typeof productSaveBodySchema>;
type Seller = { userId: number; shopId: number };

/** The product columns of a save: texts in every language ('' where not given), price, category, brand, main image. */
function valuesOf(input: ProductSaveData, images: readonly string[]): repo.ProductValues {
  const texts: Record<string, string> = {};
  for (const prefix of ['name', 'description', 'short_description'] as const) {
    for (const lang of LANGS) texts[`${prefix}_${lang}`] = input[`${prefix}_${lang}`] ?? '';
  }
  // Descriptions are HTML the web inserts as such: stored only through the allow-list.
  for (const lang of LANGS)
    texts[`description_${lang}`] = sanitizeRichText(texts[`description_${lang}`] ?? '');
  return {
    ...texts,
    priceCents: input.price,
    originalPriceCents: input.price,
    categoryId: input.category_id,
    brandId: input.brand_id ?? null,
    image: images[0] ?? '',
  } as repo.ProductValues;
}

/** The proposed values of an edit, without the review state. */
function proposedOf(values: repo.ProductValues) {
  const {
    status: _status,
    reviewMessage: _message,
    isRecommended: _recommended,
    ...proposed
  } = values;
  return proposed;
}

function sameAsOnSale(current: repo.ProductRow, proposed: ReturnType<typeof proposedOf>): boolean {
  return Object.entries(proposed).every(
    ([key, value]) => current[key as keyof repo.ProductRow] === value,
  );
}

/** A new product: pending (Notice 200), no stock; its initial units filed as a stock-in application (Notice 300). */
async function createProduct(
  tx: Tx,
  seller: Seller,
  values: repo.ProductValues,
  images: string[],
  stock: number,
) {
  const created = await repo.insertProduct(tx, seller.shopId, { ...values, status: 'pending' });
  await sendNotice(tx, {
    userId: seller.userId,
    type: NOTICE_TYPE.product,
    status: 0,
    refId: created.id,
    template: 'product_submitted',
    params: { product: created.name_en },
  });
  await repo.replaceImages(tx, created.id, images);
  if (stock > 0) {
    await fileStockApplication(
      tx,
      {
        shopId: seller.shopId,
        productId: created.id,
        userId: seller.userId,
        qty: stock,
        remark: 'initial stock',
      },
      created.name_en,
    );
  }
  return { row: created, images, revision: null };
}

/**
 * An edit. A product never approved (pending or rejected) is edited in place, and a rejected one
 * goes back to review. An approved product stays on sale as approved: the edit is filed as a
 * revision under review (Notice 200), replacing one already under review.
 */
async function editProduct(
  tx: Tx,
  seller: Seller,
  id: number,
  values: repo.ProductValues,
  images: string[],
) {
  const current = await repo.lockShopProduct(tx, id, seller.shopId);
  if (!current) throw new AppError(ErrorCode.NoData);
  if (current.status === 'pending' || current.status === 'rejected') {
    const resubmit = current.status === 'rejected';
    const updated = await repo.updateProduct(tx, id, seller.shopId, {
      ...values,
      ...(resubmit ? { status: 'pending', reviewMessage: '' } : {}),
    });
    if (!updated) throw new AppError(ErrorCode.NoData);
    if (resubmit) {
      await settleNotice(tx, {
        userId: seller.userId,
        type: NOTICE_TYPE.product,
        status: 0,
        refId: id,
        template: 'product_resubmitted',
        params: { product: updated.name_en },
        isread: true,
      });
    }
    await repo.replaceImages(tx, id, images);
    return { row: updated, images, revision: null };
  }
  const onSaleImages = (await repo.imagesOf(tx, [id])).get(id) ?? [];
  const proposed = proposedOf(values);
  const pending = await revisions.findPendingRevision(tx, id);
  if (!pending && sameAsOnSale(current, proposed) && onSaleImages.join('\n') === images.join('\n'))
    return {
      row: current,
      images: onSaleImages,
      revision: (await revisions.latestRevisions(tx, [id])).get(id) ?? null,
    };
  const revision = await revisions.upsertPendingRevision(tx, {
    productId: id,
    userId: seller.userId,
    values: proposed,
    images,
  });
  await settleNotice(tx, {
    userId: seller.userId,
    type: NOTICE_TYPE.product,
    status: 0,
    refId: id,
    template: 'product_revision_submitted',
    params: { product: proposed.name_en ?? current.name_en },
    isread: true,
  });
  return { row: current, images: onSaleImages, revision };
}

/**
 * seller/product/save: creates a product of the caller's shop (pending until an admin approves
 * it) or edits one (see editProduct). Never writes a stock figure: a new product's `stock` is
 * filed as a stock-in application, an edit's is ignored (api-contract 6.1). Nothing a save does
 * changes what the catalogue shows until an admin decides. 2000019 for a product of another
 * shop; 1000008 {field} for an unknown category or brand, or images not the caller's.
 */
export async function saveProduct(
  db: Db,
  seller: Seller,
  input: ProductSaveData,
): Promise<SellerProduct> {
  const images = [...new Set(input.images)];
  await assertOwnUploads(db, seller.userId, images, 'images');
  if (!(await repo.categoryExists(db, input.category_id)))
    throw invalidField('category_id', 'no such category');
  if (input.brand_id !== undefined && !(await repo.brandExists(db, input.brand_id)))
    throw invalidField('brand_id', 'no such brand');
  const values = valuesOf(input, images);
  const saved = await db.transaction((tx) =>
    input.id === undefined
      ? createProduct(tx, seller, values, images, input.stock ?? 0)
      : editProduct(tx, seller, input.id, values, images),
  );
  return toSellerProduct(saved.row, saved.images, saved.revision);
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
  const ids = rows.map((row) => row.id);
  const [images, latest] = await Promise.all([
    repo.imagesOf(db, ids),
    revisions.latestRevisions(db, ids),
  ]);
  return {
    list: rows.map((row) =>
      toSellerProduct(row, images.get(row.id) ?? [], latest.get(row.id) ?? null),
    ),
    total,
    page: page.page,
    pagesize: page.pagesize,
  };
}
