export type { ShopSummary as Shop, ShopPage } from '../../types/catalog';
