import type { ReviewStatus, WalletApplication } from '@mall/contract/admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import type { WalletRecordKind, WalletRecordState } from '@mall/contract/wallet';
import type { Tx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import type { ApplicationHandler } from '../admin/application-handler';
import { auditDecision } from '../admin/decision-audit';
import { settleNotice } from '../notices/notice-writer';
import { iso } from '../shared/localize';
import { withFunds } from '../ledger/ledger-service';
import type { NoticeText } from './wallet-notices';
import {
  countWalletApplicationsIn,
  findWalletApplication,
  moveState,
  pageWalletApplications,
  type WalletApplicationRow,
  type WalletRecordRow,
} from './wallet-record-repository';
import { toWalletRecord } from './wallet-record-view';

/** What differs between the wallet applications (top-ups 500, withdrawals 400). */
export interface WalletApplicationSpec {
  type: 400 | 500;
  kinds: readonly WalletRecordKind[];
  /** The state of an application under review. */
  pendingState: WalletRecordState;
  /** The money effect of the decision, inside the decision's transaction. */
  settle(tx: Tx, record: WalletRecordRow, approve: boolean): Promise<void>;
  notice(record: WalletRecordRow, approve: boolean, message: string): NoticeText;
}

export function applicationStatusOf(state: WalletRecordState): ReviewStatus {
  if (state === 'submitted' || state === 'pending') return 0;
  return state === 'finished' ? 1 : -1;
}

function statesOf(
  spec: WalletApplicationSpec,
  status: ReviewStatus | undefined,
): WalletRecordState[] | undefined {
  if (status === undefined) return undefined;
  if (status === 0) return [spec.pendingState];
  return status === 1 ? ['finished'] : ['failed', 'revoked'];
}

function toApplication(spec: WalletApplicationSpec, row: WalletApplicationRow): WalletApplication {
  return {
    ...toWalletRecord(row.record, row.walletName),
    review_type: spec.type,
    status: applicationStatusOf(row.record.state),
    user: row.user,
    details: row.record.details,
    reviewed_at: iso(row.record.reviewedAt),
  };
}

/**
 * An application handler over wallet records. Deciding moves the record out of its pending state
 * with a conditional UPDATE (so of two concurrent decisions one finds it decided), then makes
 * the money effect and settles the notice, all in one transaction.
 */
export function walletApplicationHandler(spec: WalletApplicationSpec): ApplicationHandler {
  return {
    type: spec.type,
    async list(db, query) {
      const { rows, total } = await pageWalletApplications(
        db,
        spec.kinds,
        statesOf(spec, query.status),
        query.pagesize,
        pageOffset(query),
      );
      return pageOf(
        rows.map((row) => toApplication(spec, row)),
        total,
        query,
      );
    },
    countUnderReview: (db) => countWalletApplicationsIn(db, spec.kinds, spec.pendingState),
    async decide(db, decision) {
      const { id, approve, message, actor } = decision;
      await withFunds(() =>
        db.transaction(async (tx) => {
          const to = approve ? 'finished' : 'failed';
          const record = await moveState(tx, {
            id,
            kinds: spec.kinds,
            from: spec.pendingState,
            to,
            message,
            reviewedBy: actor.id,
          });
          if (!record) {
            const current = await findWalletApplication(tx, id, spec.kinds);
            if (!current) throw new AppError(ErrorCode.NoData);
            throw new AppError(ErrorCode.DataOperationFailed, toApplication(spec, current));
          }
          await auditDecision(tx, spec.type, decision);
          await spec.settle(tx, record, approve);
          const text = spec.notice(record, approve, message);
          await settleNotice(tx, {
            userId: record.userId,
            type: spec.type,
            status: approve ? 1 : -1,
            refId: record.id,
            ...text,
          });
        }),
      );
      const decided = await findWalletApplication(db, id, spec.kinds);
      if (!decided) throw new Error('the decided application disappeared');
      return toApplication(spec, decided);
    },
  };
}
