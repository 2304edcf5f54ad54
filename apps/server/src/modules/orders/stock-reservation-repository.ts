import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface StockLine {
  productId: number;
  qty: number;
}

/** Sums the units per product and sorts by product id: rows are always locked in that one order. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  return [...units.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, qty]) => ({ productId, qty }));
}

function valuesOf(lines: readonly StockLine[]) {
  return sql.join(
    lines.map((line) => sql`(${line.productId}::int, ${line.qty}::int)`),
    sql`, `,
  );
}

/**
 * Reserves stock for every line in one statement: `stock - n, sales + n` only where at least n
 * are on hand. Answers how many products were reserved; fewer than the lines means some were
 * short and the caller must roll back. The rows must already be locked (checkout locks them in
 * product order), so that two checkouts never wait for each other in a cycle.
 */
export async function reserveStock(tx: Tx, lines: readonly StockLine[]): Promise<number> {
  const merged = mergeLines(lines);
  if (merged.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update products p set stock = p.stock - v.n, sales = p.sales + v.n, updated_at = now()
      from (values ${valuesOf(merged)}) as v(id, n)
      where p.id = v.id and p.stock >= v.n
      returning p.id`,
  );
  return rows.length;
}

/**
 * Returns the units of cancelled orders to stock (`stock + n, sales - n`) in two statements
 * whatever the number of lines: the rows are locked in product order first, then updated.
 */
export async function returnStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const merged = mergeLines(lines);
  if (merged.length === 0) return;
  const ids = merged.map((line) => line.productId);
  await tx.execute(
    sql`select id from products where id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`} order by id for update`,
  );
  await tx.execute(
    sql`update products p set stock = p.stock + v.n, sales = p.sales - v.n, updated_at = now()
      from (values ${valuesOf(merged)}) as v(id, n) where p.id = v.id`,
  );
}
