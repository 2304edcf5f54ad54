import { eq, sql } from 'drizzle-orm';
import { LANGS } from '@mall/contract/locales';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { categories } from '../../db/schema/index';

/** The back office's statements on categories (decision 0028); the buyer's are taxonomy-repository.ts. */

export type NameColumns = Record<`name_${(typeof LANGS)[number]}`, string>;

export interface CategoryRecord extends NameColumns {
  id: number;
  parent_id: number | null;
  icon: string;
  sort: number;
  hidden: boolean;
  /** numeric: text from the driver, or null. */
  commission_percent: string | number | null;
  product_count: number;
  created_at: Date | string;
}

const NAME_LIST = LANGS.map((lang) => `name_${lang}`);
const NAMES = sql.raw(NAME_LIST.map((column) => `k.${column}`).join(', '));

const columns = sql`k.id, k.parent_id, ${NAMES}, k.icon, k.sort, k.hidden, k.commission_percent, k.created_at,
  (select count(*)::int from products p where p.category_id = k.id) as product_count`;

/** Every category, hidden ones too, in display order. */
export async function listAllCategories(db: DbOrTx): Promise<CategoryRecord[]> {
  return queryRows<CategoryRecord>(
    db,
    sql`select ${columns} from categories k order by k.sort, k.id`,
  );
}

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRecord | null> {
  const [row] = await queryRows<CategoryRecord>(
    db,
    sql`select ${columns} from categories k where k.id = ${id}`,
  );
  return row ?? null;
}

/**
 * Locks these categories (in id order, so that two changes never wait on each other in a
 * circle); a change of the tree locks the category and its new parent before it checks them.
 */
export async function lockCategories(tx: Tx, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await tx.execute(
    sql`select id from categories where id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from categories where parent_id = ${id}`,
  );
  return row?.n ?? 0;
}

/** Products in the category, and edits under review that would move a product into it. */
export async function countCategoryUses(db: DbOrTx, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*)::int from products where category_id = ${id})
      + (select count(*)::int from product_revisions where status = 0 and (values ->> 'categoryId')::int = ${id}) as n`,
  );
  return row?.n ?? 0;
}

/** The children of a parent (the top level for null), in display order, `except` left out. */
export async function siblingIds(
  db: DbOrTx,
  parentId: number | null,
  except: number,
): Promise<number[]> {
  const parent = parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where ${parent} and id <> ${except} order by sort, id`,
  );
  return rows.map((row) => row.id);
}

/** One past the largest sort among a parent's children (0 without children). */
export async function nextSort(db: DbOrTx, parentId: number | null): Promise<number> {
  const parent = parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(sort) + 1, 0)::int as n from categories where ${parent}`,
  );
  return row?.n ?? 0;
}

export interface CategoryValues extends NameColumns {
  parentId: number | null;
  icon: string;
  sort: number;
  hidden: boolean;
  /** Percent, or null (the parent's, or the setting's). */
  commissionPercent: number | null;
}

const stored = (values: CategoryValues) => ({
  ...values,
  commissionPercent: values.commissionPercent === null ? null : String(values.commissionPercent),
});

export async function insertCategory(tx: Tx, values: CategoryValues): Promise<number> {
  const [row] = await tx.insert(categories).values(stored(values)).returning({ id: categories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateCategory(tx: Tx, id: number, values: CategoryValues): Promise<void> {
  await tx.update(categories).set(stored(values)).where(eq(categories.id, id));
}

/** Sets parent and sort of one category. */
export async function placeCategory(
  tx: Tx,
  id: number,
  parentId: number | null,
  sort: number,
): Promise<void> {
  await tx.execute(
    sql`update categories set parent_id = ${parentId}, sort = ${sort} where id = ${id}`,
  );
}

/** Gives these categories the sorts 0, 1, 2... in the order given (one statement). */
export async function renumber(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update categories k set sort = o.position - 1
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
      where k.id = o.id and k.sort <> o.position - 1`,
  );
}

export async function deleteCategory(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`delete from categories where id = ${id}`);
}
