import type { Tx } from '../../db/client';
import { insertNotice, settleNotice as moveNotice, type NewNotice } from './notice-repository';

/**
 * What the notices module publishes to the others: writing a user's notice inside the caller's
 * transaction, so that an application, its effect and its notice commit (or roll back) together.
 */

export type { NewNotice };

/** A new notice (an application submitted, a product filed...). */
export async function sendNotice(tx: Tx, notice: NewNotice): Promise<void> {
  await insertNotice(tx, notice);
}

/**
 * Moves the notice of an application (type and ref) to its outcome, as news: unread again
 * unless `isread`. Writes one when the application has none (e.g. created before notices).
 */
export async function settleNotice(tx: Tx, notice: NewNotice): Promise<void> {
  await moveNotice(tx, notice);
}
