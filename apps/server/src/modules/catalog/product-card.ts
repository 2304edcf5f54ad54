import type { ProductCard } from '@mall/contract/catalog';
import { centsToAmount } from '@mall/contract/money';

/** A product card as the product statements answer it (see cardColumns), and as the contract shows it. */

export interface CardRow {
  id: number;
  name: string;
  image: string;
  price_cents: number;
  original_price_cents: number;
  sales: number;
  stock: number;
  shop_id: number;
  brand_id: number | null;
  category_id: number;
  rating: number;
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    price: centsToAmount(row.price_cents),
    original_price: centsToAmount(row.original_price_cents),
    sales: row.sales,
    rating: Number(row.rating),
    stock: row.stock,
    shop_id: row.shop_id,
    brand_id: row.brand_id,
    category_id: row.category_id,
  };
}
