import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@mall/contract/admin-users';
import { pageOffset } from '@mall/contract/pagination';
import type { DbOrTx, Tx } from '../../db/client';
import { shops, users } from '../../db/schema/index';

/** The spendable balance in cents: the running total of the user's latest balance entry. */
const BALANCE_CENTS = sql<number>`coalesce((select e.balance_after_cents from ledger_entries e
  where e.user_id = ${users.id} and e.account = 'balance' order by e.id desc limit 1), 0)`.mapWith(
  Number,
);

const rowColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  status: users.status,
  roles: users.roles,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  balanceCents: BALANCE_CENTS,
  shopId: shops.id,
  shopName: shops.name,
  shopStatus: shops.status,
};

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstname, pattern),
    ilike(users.lastname, pattern),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
    id,
  );
}

function orderOf(query: UserListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const nulls = query.order === 'asc' ? sql`nulls first` : sql`nulls last`;
  switch (query.sort) {
    case 'id':
      return [direction(users.id)];
    case 'email':
      return [direction(users.email)];
    case 'last_login_at':
      return [
        sql`${users.lastLoginAt} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} ${nulls}`,
        direction(users.id),
      ];
    default:
      return [direction(users.createdAt), direction(users.id)];
  }
}

/** A page of users by search, status and sort, with their balance and shop, in two statements. */
export async function pageUsers(db: DbOrTx, query: UserListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const search = searchCondition(query.q);
    if (search) conditions.push(search);
  }
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(shops, eq(shops.ownerId, users.id))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pagesize)
      .offset(pageOffset(query)),
    db.$count(users, where),
  ]);
  return { rows, total };
}

export type UserRowData = Awaited<ReturnType<typeof pageUsers>>['rows'][number];

/** One user with its balance, shop and profile fields; null when there is none. */
export async function findUserDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      phone: users.phone,
      avatar: users.avatar,
      inviteCode: users.inviteCode,
      invitedBy: users.invitedBy,
      updatedAt: users.updatedAt,
      shopCreatedAt: shops.createdAt,
    })
    .from(users)
    .leftJoin(shops, eq(shops.ownerId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether the user exists. */
export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.$count(users, eq(users.id, id))) > 0;
}

/** The user's status and roles, locked until the transaction ends; null when there is none. */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, status: users.status, roles: users.roles })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setStatus(tx: Tx, id: number, status: 'active' | 'disabled'): Promise<void> {
  await tx
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
