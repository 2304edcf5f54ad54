import type { CommissionQuery, CommissionReport } from '@mall/contract/ledger';
import { centsToAmount } from '@mall/contract/money';
import type { Db } from '../../db/client';
import * as repo from './commission-repository';

export const DEFAULT_TOP_SHOPS = 10;

/**
 * GET /admin/ledger/commission: what the platform's commission account earned in the range
 * (commission taken at completion less commission given back on refunds), in total, per UTC
 * day or month and for the top shops, read in one snapshot so the three agree.
 */
export async function commissionReport(db: Db, query: CommissionQuery): Promise<CommissionReport> {
  const range = { from: query.from ?? null, to: query.to ?? null };
  const by = query.by ?? 'month';
  const { total, periods, shops } = await db.transaction(
    async (tx) => ({
      total: await repo.commissionTotal(tx, range),
      periods: await repo.commissionByPeriod(tx, range, by),
      shops: await repo.commissionByShop(tx, range, query.shops ?? DEFAULT_TOP_SHOPS),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    ...range,
    by,
    total: centsToAmount(total.cents),
    orders: total.orders,
    periods: periods.map((p) => ({
      period: p.period,
      amount: centsToAmount(p.cents),
      orders: p.orders,
    })),
    shops: shops.map((s) => ({
      shop_id: s.shopId,
      name: s.name,
      amount: centsToAmount(s.cents),
      orders: s.orders,
    })),
  };
}
