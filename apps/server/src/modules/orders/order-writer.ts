import type { Tx } from '../../db/client';
import {
  insertEvents,
  lockOrder as lockScopedOrder,
  type NewEvent,
  type OrderRow,
  type OrderScope,
} from './order-repository';
import { reserveStock as reserveUnits, type StockLine } from './stock-reservation-repository';

/**
 * What the orders module publishes for the others to write with (checkout placing orders,
 * refunds deciding on them). Each takes the caller's transaction, so that the order, its money
 * and its history change together or not at all.
 */

export type { NewEvent, StockLine };

/** Locks the order row until the transaction ends; null when it is not in the scope. */
export function lockOrder(tx: Tx, id: number, scope: OrderScope): Promise<OrderRow | null> {
  return lockScopedOrder(tx, id, scope);
}

/** Adds these entries to the orders' status history (what track shows). */
export function recordOrderEvents(tx: Tx, events: readonly NewEvent[]): Promise<void> {
  return insertEvents(tx, events);
}

/**
 * Takes the units of every line from stock in one statement (the product rows already locked,
 * in product id order); answers how many products had enough, fewer than the lines meaning the
 * caller must roll back.
 */
export function reserveStock(tx: Tx, lines: readonly StockLine[]): Promise<number> {
  return reserveUnits(tx, lines);
}
