import { ErrorCode } from '@mall/contract/errors';
import { pageOf } from '@mall/contract/pagination';
import type { AdminShop, AdminShopPage, AdminShopQuery } from '@mall/contract/shops';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import * as repo from './admin-shop-repository';

/**
 * The back office's shops (decision 0029): the list, suspension and the commission override.
 * Each change and its audit entry are written in one transaction.
 */

function toAdminShop(row: repo.AdminShopRow): AdminShop {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    owner: { id: row.owner_id, email: row.owner_email, firstname: row.owner_firstname },
    product_count: row.product_count,
    order_count: row.order_count,
    commission_percent: row.commission_percent === null ? null : Number(row.commission_percent),
    status: row.status,
    created_at: iso(row.created_at) ?? '',
  };
}

export async function adminShopPage(db: Db, query: AdminShopQuery): Promise<AdminShopPage> {
  const { rows, total } = await repo.pageAdminShops(db, query);
  return pageOf(rows.map(toAdminShop), total, query);
}

async function shopView(db: Db, id: number): Promise<AdminShop> {
  const row = await repo.findAdminShop(db, id);
  if (!row) throw new AppError(ErrorCode.NoData);
  return toAdminShop(row);
}

export interface SuspendInput {
  shopId: number;
  suspended: boolean;
  reason: string;
}

/**
 * Suspends a shop (its products leave the catalogue; its orders and refunds go on) or opens it
 * again. Answers the shop and whether its status changed (the caller then clears the catalogue
 * caches); a shop already in that status is answered unchanged, with no audit entry.
 * 2000019 unknown shop.
 */
export async function suspendShop(
  db: Db,
  actor: AuditActor,
  input: SuspendInput,
): Promise<{ shop: AdminShop; changed: boolean }> {
  const status = input.suspended ? 'suspended' : 'approved';
  const changed = await db.transaction(async (tx) => {
    const before = await repo.lockShop(tx, input.shopId);
    if (!before) throw new AppError(ErrorCode.NoData);
    if (before.status === status) return false;
    await repo.setShopStatus(tx, input.shopId, status);
    await writeAudit(tx, actor, {
      action: input.suspended ? 'shop.suspend' : 'shop.unsuspend',
      record: `shop:${input.shopId}`,
      before: { status: before.status },
      after: { status, reason: input.reason },
    });
    return true;
  });
  return { shop: await shopView(db, input.shopId), changed };
}

/**
 * Sets the shop's commission percent (over its categories' and the default) or clears it
 * (null); orders completed afterwards use it. 2000019 unknown shop.
 */
export async function setShopCommission(
  db: Db,
  actor: AuditActor,
  shopId: number,
  percent: number | null,
): Promise<AdminShop> {
  await db.transaction(async (tx) => {
    const before = await repo.lockShop(tx, shopId);
    if (!before) throw new AppError(ErrorCode.NoData);
    const previous = before.commission_percent === null ? null : Number(before.commission_percent);
    if (previous === percent) return;
    await repo.setShopCommission(tx, shopId, percent);
    await writeAudit(tx, actor, {
      action: 'shop.commission',
      record: `shop:${shopId}`,
      before: { commission_percent: previous },
      after: { commission_percent: percent },
    });
  });
  return shopView(db, shopId);
}
