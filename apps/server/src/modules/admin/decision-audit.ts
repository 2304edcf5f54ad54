import type { ReviewType } from '@mall/contract/admin';
import type { Tx } from '../../db/client';
import { writeAudit } from '../audit/audit-writer';
import type { ApplicationDecision } from './application-handler';

/**
 * The audit entry of a decision on an application (decision 0023): action `review.decide`,
 * record `application:<type>:<id>`, from under review (status 0) to approved (1) or rejected
 * (-1) with the message the applicant was sent. Each handler calls it inside the decision's
 * transaction, after its conditional update succeeded, so a decision refused (already decided,
 * unknown id) or rolled back leaves no entry.
 */
export async function auditDecision(
  tx: Tx,
  type: ReviewType,
  { id, approve, message, actor }: ApplicationDecision,
): Promise<void> {
  await writeAudit(tx, actor, {
    action: 'review.decide',
    record: `application:${type}:${id}`,
    before: { status: 0 },
    after: { status: approve ? 1 : -1, message },
  });
}
