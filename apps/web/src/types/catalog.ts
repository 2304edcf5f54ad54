/**
 * The catalogue's shapes, from the contract (type-only: zod stays out of the bundle).
 */
export type {
  Brand as BrandSummary,
  BrandPage,
  CategoryPage,
  CommentPage,
  Comment as ProductComment,
  ProductCard,
  ProductDetail,
  SearchSort as ProductSort,
  ShopPage,
  ShopSummary,
} from '@mall/contract/catalog';
export type { Page } from '@mall/contract/pagination';
export type { CategoryNode } from '@mall/contract/catalog';
