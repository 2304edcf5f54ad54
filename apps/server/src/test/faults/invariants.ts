import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { expectLedgerInvariants } from '../ledger-invariants';
import { expectOrderMoneyInvariants, expectStockInvariants } from '../order-invariants';
import { api } from './http';

interface Reconciliation {
  difference: number;
  drifted_accounts: number;
}

/** Per product: units sold less the units of the orders that hold stock (the demo seeds sales without orders). */
export type SalesBaseline = Map<number, number>;

async function salesBeyondOrders(db: Db): Promise<SalesBaseline> {
  const rows = await queryRows<{ id: number; extra: string }>(
    db,
    sql`select p.id, p.sales - coalesce(o.units, 0) as extra from products p
        left join (select i.product_id, sum(i.num)::int as units from order_items i join orders o on o.id = i.order_id
                   where o.order_status <> 'cancelled' group by i.product_id) o on o.product_id = p.id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.extra)]));
}

/** Taken before any fault: what the seed sold without orders. */
export const salesBaseline = (db: Db): Promise<SalesBaseline> => salesBeyondOrders(db);

/**
 * Everything that must hold after a crash, read from the database itself (the money and stock
 * invariants of the integration suite; units sold moved exactly as the orders did since the
 * baseline) and through the running server's reconciliation.
 */
export async function expectBooksHold(
  database: Database,
  base: string,
  adminToken: string,
  baseline: SalesBaseline,
): Promise<void> {
  await expectLedgerInvariants(database.db);
  await expectStockInvariants(database.db);
  await expectOrderMoneyInvariants(database.db);
  const now = await salesBeyondOrders(database.db);
  const moved = [...now].filter(([id, extra]) => baseline.get(id) !== extra);
  expect(moved, 'products whose units sold moved differently from their orders').toEqual([]);
  const books = await api<Reconciliation>(base, '/admin/ledger/reconcile', { token: adminToken });
  expect(
    { difference: books.difference, drifted: books.drifted_accounts },
    'GET /admin/ledger/reconcile',
  ).toEqual({
    difference: 0,
    drifted: 0,
  });
}
