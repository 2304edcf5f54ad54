import type { ReviewApplication, ReviewStatus, ReviewType } from '@mall/contract/admin';
import type { Page, PageQuery } from '@mall/contract/pagination';
import type { Db } from '../../db/client';

export interface ReviewListQuery extends PageQuery {
  status?: ReviewStatus | undefined;
}

export interface ReviewDecision {
  id: number;
  approve: boolean;
  message: string;
  reviewerId: number;
}

/**
 * One kind of application the admin reviews (100 seller, 200 product, 300 stock-in,
 * 400 withdrawal, 500 top-up). `decide` makes the decision's effect (money, shop, catalogue)
 * and settles the applicant's notice in one transaction, and decides an application once:
 * 2000019 for an unknown id, 2000018 with the application as it stands when it was already
 * decided (or revoked), changing nothing.
 */
export interface ReviewHandler {
  type: ReviewType;
  list(db: Db, query: ReviewListQuery): Promise<Page<ReviewApplication>>;
  decide(db: Db, decision: ReviewDecision): Promise<ReviewApplication>;
}
