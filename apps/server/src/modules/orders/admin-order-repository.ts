import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderQuery } from '@mall/contract/admin-orders';
import { pageOffset } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { orders, shops, users } from '../../db/schema/index';
import { tabStatuses, type OrderWithShop } from './order-repository';

/** The back office's order search and the parts of an order's detail (decision 0029). */

export interface AdminOrderRow extends OrderWithShop {
  buyer: { id: number; email: string; firstname: string };
}

/** The largest id an integer column holds: longer digits are matched as part of an email. */
const MAX_ID = 2_147_483_647;

const likeEscaped = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(query: AdminOrderQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(ilike(orders.incrementId, likeEscaped(query.q)));
  if (query.buyer) {
    where.push(
      /^\d{1,10}$/.test(query.buyer) && Number(query.buyer) <= MAX_ID
        ? eq(orders.userId, Number(query.buyer))
        : ilike(users.email, likeEscaped(query.buyer)),
    );
  }
  if (query.shop_id !== undefined) where.push(eq(orders.shopId, query.shop_id));
  if (query.status) where.push(inArray(orders.orderStatus, tabStatuses(query.status)));
  if (query.payment_status) where.push(eq(orders.paymentStatus, query.payment_status));
  if (query.delivery_status) where.push(eq(orders.deliveryStatus, query.delivery_status));
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(orders.createdAt, sql`(${query.to}::date + 1)::timestamptz`));
  return and(...where);
}

const SORT_COLUMNS = { created_at: orders.createdAt, grand_total: orders.grandTotalCents } as const;

const columns = {
  order: orders,
  shopName: shops.name,
  shopOwnerId: shops.ownerId,
  buyer: { id: users.id, email: users.email, firstname: users.firstname },
};

/** A page of every shop's orders, filtered and sorted as asked, and their number. */
export async function searchOrders(
  db: DbOrTx,
  query: AdminOrderQuery,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = conditions(query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort ?? 'created_at']), direction(orders.id))
      .limit(query.pagesize)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One order with its buyer, or null. */
export async function findAdminOrder(db: DbOrTx, id: number): Promise<AdminOrderRow | null> {
  const [row] = await db
    .select(columns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row ?? null;
}

/** The shop of an order as its detail shows it: status and owner. */
export async function shopOfOrder(
  db: DbOrTx,
  shopId: number,
): Promise<{
  id: number;
  name: string;
  status: 'approved' | 'suspended';
  owner: { id: number; email: string };
} | null> {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      status: shops.status,
      owner: { id: users.id, email: users.email },
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, shopId));
  return row ?? null;
}
