import type { Db } from '../../db/client';
import { isUniqueViolation } from '../shared/db-errors';
import { findByRequestId, type WalletRecordRow } from './wallet-record-repository';

/**
 * Runs a wallet request once per idempotency key (request_id): a retry with the key of a
 * request already made answers that request as it is now (`answer`) and moves no money; two
 * tries at once race on the unique index, and the loser answers the winner's. Without a key
 * the request simply runs.
 */
export async function once<T>(
  db: Db,
  userId: number,
  requestId: string | undefined,
  run: () => Promise<T>,
  answer: (db: Db, record: WalletRecordRow) => Promise<T>,
): Promise<T> {
  if (requestId === undefined) return run();
  const earlier = await findByRequestId(db, userId, requestId);
  if (earlier) return answer(db, earlier);
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error, 'wallet_records_request_key')) throw error;
    const winner = await findByRequestId(db, userId, requestId);
    if (!winner) throw error;
    return answer(db, winner);
  }
}
