import type { ReviewApplication, ReviewStatus, ReviewType } from '@mall/contract/admin';
import type { Page, PageQuery } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit-writer';

/*
 * Server words (decision 0016): an applicant files an *application*; an admin takes a
 * *decision* on it. The API keeps the spec's word "review" in its paths and fields
 * (/admin/review/*, review_type, reviewed_at) and the contract's type names follow it.
 */

export interface ApplicationListQuery extends PageQuery {
  status?: ReviewStatus | undefined;
}

export interface ApplicationDecision {
  id: number;
  approve: boolean;
  message: string;
  /** The staff member deciding: `actor.id` is stored as the reviewer, and the audit entry names them. */
  actor: AuditActor;
}

/**
 * One kind of application the admin decides on (100 seller, 200 product, 300 stock-in,
 * 400 withdrawal, 500 top-up). `decide` makes the decision's effect (money, shop, catalogue)
 * and settles the applicant's notice in one transaction, and decides an application once:
 * 2000019 for an unknown id, 2000018 with the application as it stands when it was already
 * decided (or revoked), changing nothing. The decision's transaction also writes its audit entry
 * (`auditDecision`, action `review.decide`).
 */
export interface ApplicationHandler {
  type: ReviewType;
  list(db: Db, query: ApplicationListQuery): Promise<Page<ReviewApplication>>;
  decide(db: Db, decision: ApplicationDecision): Promise<ReviewApplication>;
  /** How many applications of this type are under review (status 0), for the back office's counts. */
  countUnderReview(db: Db): Promise<number>;
}
