import { LANGS } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';
import type { ProductRevision, SellerProduct } from '@mall/contract/seller';
import type { ProposedProductValues } from '../../db/schema/index';
import { iso } from '../shared/localize';
import type { RevisionRow } from './product-revision-repository';
import type { ProductRow } from './seller-product-repository';

function textsOf(row: ProposedProductValues): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const prefix of ['name', 'description', 'short_description'] as const) {
    for (const lang of LANGS) texts[`${prefix}_${lang}`] = row[`${prefix}_${lang}`] ?? '';
  }
  return texts;
}

/** An edit of an approved product: the values it proposes, and where its review stands. */
export function toProductRevision(row: RevisionRow): ProductRevision {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    price: centsToAmount(row.values.priceCents),
    category_id: row.values.categoryId,
    brand_id: row.values.brandId ?? null,
    image: row.values.image ?? '',
    images: [...row.images],
    created_at: iso(row.createdAt) ?? '',
    updated_at: iso(row.updatedAt) ?? '',
    reviewed_at: iso(row.reviewedAt),
    ...textsOf(row.values),
  };
}

/**
 * A product as its seller (and the admin reviewing it) sees it: the version on sale with every
 * language's texts, and its latest edit (`revision`, null when there is none).
 */
export function toSellerProduct(
  row: ProductRow,
  images: readonly string[],
  revision: RevisionRow | null = null,
): SellerProduct {
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
    revision: revision ? toProductRevision(revision) : null,
    ...textsOf(row),
  };
}
