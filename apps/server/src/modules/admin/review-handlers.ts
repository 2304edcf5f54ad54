import { productReview } from '../seller/product-review';
import { sellerReview } from '../seller/seller-review';
import { stockReview } from '../stock/stock-review';
import { topUpReview } from '../wallet/top-up-review';
import { withdrawalReview } from '../wallet/withdrawal-review';
import type { ReviewHandler } from './review-handler';

/** Every review type the back office handles: add a handler here to plug a type in. */
export const REVIEW_HANDLERS: readonly ReviewHandler[] = [
  sellerReview,
  productReview,
  stockReview,
  withdrawalReview,
  topUpReview,
];
