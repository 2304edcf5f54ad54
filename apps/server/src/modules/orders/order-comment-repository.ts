import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { comments, orderItems, orders } from '../../db/schema/index';

/**
 * Marks the line of this product in the user's completed order as commented, once: the
 * conditional UPDATE lets one of two concurrent comments through. Answers the line's id, or
 * null when there is no such uncommented line.
 */
export async function claimCommentLine(
  tx: Tx,
  userId: number,
  orderId: number,
  productId: number,
): Promise<number | null> {
  const [row] = await tx
    .update(orderItems)
    .set({ commented: true })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.productId, productId),
        eq(orderItems.commented, false),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.userId} = ${userId} and ${orders.orderStatus} = 'completed')`,
      ),
    )
    .returning({ id: orderItems.id });
  return row?.id ?? null;
}

export interface NewComment {
  productId: number;
  userId: number;
  orderItemId: number;
  star: number;
  content: string;
  images: string[];
}

export async function insertComment(tx: Tx, comment: NewComment) {
  const [row] = await tx.insert(comments).values(comment).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function orderExists(db: DbOrTx, userId: number, orderId: number): Promise<boolean> {
  return (await db.$count(orders, and(eq(orders.id, orderId), eq(orders.userId, userId)))) > 0;
}
