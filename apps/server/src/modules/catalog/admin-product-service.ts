import type {
  AdminProduct,
  AdminProductPage,
  AdminProductQuery,
  ProductFlags,
} from '@mall/contract/admin-catalog';
import type { Lang } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import type { Db, DbOrTx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import * as repo from './admin-product-repository';

/**
 * The back office's products (decision 0028): every product in any state, and its flags
 * (hidden, featured, recommended) set in bulk, one audit entry per product changed, in the
 * transaction of the change. The caller clears the catalogue cache after it commits.
 */

export function toAdminProduct(row: repo.AdminProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    shop: { id: row.shop_id, name: row.shop_name, status: row.shop_status },
    category: { id: row.category_id, name: row.category_name },
    brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? '' },
    price: centsToAmount(row.price_cents),
    stock: row.stock,
    sales: row.sales,
    status: row.status,
    hidden: row.hidden,
    featured: row.is_featured,
    recommended: row.is_recommended,
    visible: row.visible,
    created_at: iso(row.created_at) ?? '',
  };
}

/** GET /admin/product/index: newest first unless sorted. */
export async function adminProductPage(
  db: DbOrTx,
  query: AdminProductQuery,
  lang: Lang,
): Promise<AdminProductPage> {
  const { rows, total } = await repo.pageAdminProducts(db, {
    filter: {
      q: query.q,
      shopId: query.shop_id,
      categoryId: query.category_id,
      status: query.status,
      hidden: query.hidden,
      featured: query.featured,
      recommended: query.recommended,
    },
    sort: query.sort ?? 'created',
    order: query.order ?? 'desc',
    limit: query.pagesize,
    offset: pageOffset(query),
    lang,
  });
  return pageOf(rows.map(toAdminProduct), total, query);
}

/**
 * POST /admin/product/flags: sets the given flags of every listed product, all or none (an
 * unknown id refuses the call: 1000008 {field: ids}). Answers the products in the order given.
 */
export async function setProductFlags(
  db: Db,
  actor: AuditActor,
  input: ProductFlags,
  lang: Lang,
): Promise<{ list: AdminProduct[] }> {
  const ids = [...new Set(input.ids)];
  const flags = { hidden: input.hidden, featured: input.featured, recommended: input.recommended };
  return db.transaction(async (tx) => {
    const before = await repo.lockProductFlags(tx, ids);
    const known = new Set(before.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw invalidField('ids', `no such product: ${missing.join(', ')}`);
    await repo.updateProductFlags(tx, ids, flags);
    for (const row of before) {
      const was = { hidden: row.hidden, featured: row.featured, recommended: row.recommended };
      const now = {
        hidden: flags.hidden ?? was.hidden,
        featured: flags.featured ?? was.featured,
        recommended: flags.recommended ?? was.recommended,
      };
      if (JSON.stringify(was) === JSON.stringify(now)) continue;
      await writeAudit(tx, actor, {
        action: 'product.flags',
        record: `product:${row.id}`,
        before: was,
        after: now,
      });
    }
    const rows = new Map(
      (await repo.findAdminProducts(tx, ids, lang)).map((row) => [row.id, toAdminProduct(row)]),
    );
    return { list: ids.flatMap((id) => rows.get(id) ?? []) };
  });
}
