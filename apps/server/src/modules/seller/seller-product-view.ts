import { LANGS } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';
import type { SellerProduct } from '@mall/contract/seller';
import { iso } from '../shared/localize';
import type { ProductRow } from './seller-product-repository';

/** A product as its seller (and the admin reviewing it) sees it: every language's texts. */
export function toSellerProduct(row: ProductRow, images: readonly string[]): SellerProduct {
  const texts: Record<string, string> = {};
  for (const prefix of ['name', 'description', 'short_description'] as const) {
    for (const lang of LANGS) texts[`${prefix}_${lang}`] = row[`${prefix}_${lang}`];
  }
  return {
    id: row.id,
    status: row.status,
    review_message: row.reviewMessage,
    price: centsToAmount(row.priceCents),
    stock: row.stock,
    sales: row.sales,
    stock_received: row.stockReceived,
    category_id: row.categoryId,
    brand_id: row.brandId,
    image: row.image,
    images: [...images],
    created_at: iso(row.createdAt) ?? '',
    updated_at: iso(row.updatedAt) ?? '',
    ...texts,
  };
}
