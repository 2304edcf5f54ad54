import type {
  AdminBrand,
  AdminBrandPage,
  AdminBrandQuery,
  BrandSave,
} from '@mall/contract/admin-catalog';
import { ErrorCode } from '@mall/contract/errors';
import { LANGS } from '@mall/contract/locales';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import { assertOwnUpload } from '../uploads/own-upload';
import * as repo from './brand-repository';
import type { NameColumns } from './category-repository';

/**
 * The back office's brands (decision 0028): list, save and remove, each change audited in its
 * transaction. The caller clears the catalogue cache after the change commits.
 */

function namesOf(row: NameColumns): NameColumns {
  return Object.fromEntries(
    LANGS.map((lang) => [`name_${lang}`, row[`name_${lang}`]]),
  ) as NameColumns;
}

export function toAdminBrand(row: repo.BrandRecord): AdminBrand {
  return {
    id: row.id,
    ...namesOf(row),
    logo: row.logo,
    sort: row.sort,
    hidden: row.hidden,
    product_count: row.product_count,
    created_at: iso(row.created_at) ?? '',
  };
}

/** GET /admin/brand/index: hidden ones too; display order unless sorted. */
export async function adminBrandPage(db: DbOrTx, query: AdminBrandQuery): Promise<AdminBrandPage> {
  const sort = query.sort ?? 'sort';
  const order = query.order ?? (sort === 'sort' || sort === 'name' ? 'asc' : 'desc');
  const { rows, total } = await repo.pageBrands(db, {
    q: query.q,
    hidden: query.hidden,
    sort,
    order,
    limit: query.pagesize,
    offset: pageOffset(query),
  });
  return pageOf(rows.map(toAdminBrand), total, query);
}

async function found(db: DbOrTx, id: number): Promise<repo.BrandRecord> {
  const row = await repo.findBrandRecord(db, id);
  if (!row) throw new AppError(ErrorCode.NoData);
  return row;
}

/** POST /admin/brand/save: a new brand, or an edit of one (absent fields unchanged). */
export async function saveBrand(db: Db, actor: AuditActor, input: BrandSave): Promise<AdminBrand> {
  return db.transaction(async (tx) => {
    const id = input.id ?? null;
    if (id !== null) await repo.lockBrand(tx, id);
    const before = id === null ? null : await found(tx, id);
    const logo = input.logo ?? before?.logo ?? '';
    if (logo !== '' && logo !== before?.logo) await assertOwnUpload(tx, actor.id, logo, 'logo');
    const names = Object.fromEntries(
      LANGS.map((lang) => {
        const key = `name_${lang}` as const;
        return [key, input[key] ?? before?.[key] ?? ''];
      }),
    ) as NameColumns;
    const values: repo.BrandValues = {
      ...names,
      logo,
      sort: input.sort ?? before?.sort ?? (await repo.nextBrandSort(tx)),
      hidden: input.hidden ?? before?.hidden ?? false,
    };
    const savedId = id ?? (await repo.insertBrand(tx, values));
    if (id !== null) await repo.updateBrand(tx, id, values);
    const after = toAdminBrand(await found(tx, savedId));
    await writeAudit(tx, actor, {
      action: 'brand.save',
      record: `brand:${savedId}`,
      before: before && toAdminBrand(before),
      after,
    });
    return after;
  });
}

/**
 * POST /admin/brand/remove: only a brand no product uses. 2000018 {reason: has_products,
 * products} while products (or edits under review) name it.
 */
export async function removeBrand(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<{ id: number; removed: true }> {
  return db.transaction(async (tx) => {
    await repo.lockBrand(tx, id);
    const before = await found(tx, id);
    const products = await repo.countBrandUses(tx, id);
    if (products > 0)
      throw new AppError(ErrorCode.DataOperationFailed, { reason: 'has_products', products });
    await repo.deleteBrand(tx, id);
    await writeAudit(tx, actor, {
      action: 'brand.remove',
      record: `brand:${id}`,
      before: toAdminBrand(before),
      after: null,
    });
    return { id, removed: true as const };
  });
}
