import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { expectLedgerInvariants } from './ledger-invariants';

/**
 * The stock and order-money invariants, checked after every test of the cart, checkout,
 * orders, refunds and seller files (afterEach), with the ledger's own:
 * - no product stock below zero, and stock + units sold = stock received;
 * - units sold equal the units of the orders that hold stock (every order but cancelled ones);
 * - each order moved exactly the money its state says (contract 6.1): a wallet order that is
 *   paid took its total from the buyer's balance into escrow, a cancelled paid order gave it
 *   back (a bank payment is credited to the wallet), escrow holds what a paid order not yet
 *   completed has not refunded, a completed order paid that out to the shop owner and the
 *   commission account (at least its commission), refunds credited the buyer unless settled
 *   offline, and cash on delivery never touched any account;
 * - a completed cash-on-delivery order's commission is recorded as owed, and the commission
 *   account holds exactly the commission of paid orders plus the dues settled.
 */
export async function expectShopInvariants(db: Db): Promise<void> {
  await expectLedgerInvariants(db);
  await expectStockInvariants(db);
  await expectUnitsSoldMatchOrders(db);
  await expectOrderMoneyInvariants(db);
}

/** No product stock below zero, and stock + units sold = stock received. */
export async function expectStockInvariants(db: Db): Promise<void> {
  const stock = await queryRows(
    db,
    sql`select id, stock, sales, stock_received from products where stock < 0 or stock + sales <> stock_received`,
  );
  expect(
    stock,
    'products whose stock + sales differs from stock received, or negative stock',
  ).toEqual([]);
}

/** Units sold equal the units of the orders that hold stock (on data whose sales all came from orders). */
export async function expectUnitsSoldMatchOrders(db: Db): Promise<void> {
  const sold = await queryRows(
    db,
    sql`select p.id, p.sales, coalesce(o.units, 0) as units from products p
        left join (select i.product_id, sum(i.num)::int as units from order_items i join orders o on o.id = i.order_id
                   where o.order_status <> 'cancelled' group by i.product_id) o on o.product_id = p.id
        where p.sales <> coalesce(o.units, 0) and exists (select 1 from order_items i where i.product_id = p.id)`,
  );
  expect(sold, 'products whose units sold differ from their orders').toEqual([]);
}

/** Each order moved exactly the money its state says; commission and dues; actual payments. */
export async function expectOrderMoneyInvariants(db: Db): Promise<void> {
  const money = await queryRows(
    db,
    sql`with refunded as (
          select order_id,
            coalesce(sum(amount_cents) filter (where state = 'approved' and settlement = 'escrow'), 0) as escrow,
            coalesce(sum(amount_cents) filter (where state = 'approved' and settlement in ('escrow', 'merchant')), 0) as credited
          from refunds group by order_id),
        moved as (
          select ref_id,
            coalesce(sum(amount_cents) filter (where account = 'balance'), 0) as buyer,
            coalesce(sum(amount_cents) filter (where account = 'escrow'), 0) as escrow,
            coalesce(sum(amount_cents) filter (where account = 'merchant'), 0) as merchant,
            coalesce(sum(amount_cents) filter (where account = 'commission'), 0) as commission
          from ledger_entries where ref_type = 'order' group by ref_id),
        refund_moved as (
          select r.order_id,
            coalesce(sum(l.amount_cents) filter (where l.account = 'balance'), 0) as buyer,
            coalesce(sum(l.amount_cents) filter (where l.account = 'escrow'), 0) as escrow
          from refunds r join ledger_entries l on l.ref_type = 'refund' and l.ref_id = r.id group by r.order_id),
        expected as (
          select o.id, o.order_status, o.payment_status, o.payment_method, o.commission_cents,
            case
              when o.payment_method = 'cod' then 0
              when o.order_status = 'cancelled' and o.payment_status = 'refunded' then
                case when o.payment_method = 'wallet' then 0 else o.actual_payment_cents end
              when o.payment_method = 'wallet' and o.payment_status in ('paid', 'refunded') then -o.actual_payment_cents
              else 0 end as buyer,
            case when o.payment_method <> 'cod' and o.payment_status in ('paid', 'refunded') and o.order_status not in ('completed', 'cancelled')
              then o.actual_payment_cents - coalesce(r.escrow, 0) else 0 end as escrow,
            case when o.payment_method <> 'cod' and o.order_status = 'completed'
              then o.actual_payment_cents - coalesce(r.escrow, 0) else 0 end as shop_and_platform,
            coalesce(r.credited, 0) as refunds
          from orders o left join refunded r on r.order_id = o.id)
        select e.*, m.buyer as buyer_moved, m.escrow as escrow_moved, m.merchant as merchant_moved, m.commission as commission_moved,
          rm.buyer as refunds_moved, rm.escrow as refund_escrow_moved
        from expected e left join moved m on m.ref_id = e.id left join refund_moved rm on rm.order_id = e.id
        where coalesce(m.buyer, 0) <> e.buyer
          or coalesce(m.escrow, 0) + coalesce(rm.escrow, 0) <> e.escrow
          or coalesce(m.merchant, 0) + coalesce(m.commission, 0) <> e.shop_and_platform
          or (e.payment_method <> 'cod' and coalesce(m.commission, 0) < e.commission_cents)
          or coalesce(rm.buyer, 0) <> e.refunds`,
  );
  expect(money, 'orders whose ledger does not match their state').toEqual([]);

  const dues = await queryRows(
    db,
    sql`select o.id, o.commission_cents, d.amount_cents from orders o left join commission_dues d on d.order_id = o.id
        where o.payment_method = 'cod' and o.order_status = 'completed' and coalesce(d.amount_cents, 0) <> o.commission_cents`,
  );
  expect(
    dues,
    'completed cash-on-delivery orders whose commission is not recorded as owed',
  ).toEqual([]);

  const commission = await queryRows(
    db,
    sql`select (select coalesce(sum(amount_cents), 0) from ledger_entries where account = 'commission') as held,
          (select coalesce(sum(commission_cents), 0) from orders where payment_method <> 'cod' and order_status = 'completed')
          + (select coalesce(sum(settled_cents), 0) from commission_dues) as earned`,
  );
  expect(
    commission
      .map((row) => row as { held: string; earned: string })
      .map((row) => Number(row.held) - Number(row.earned)),
    'commission account against orders and settled dues',
  ).toEqual([0]);

  const paid = await queryRows(
    db,
    sql`select id from orders where (payment_status in ('paid', 'refunded') and actual_payment_cents <> grand_total_cents)
          or (payment_status in ('unpaid', 'pending') and actual_payment_cents <> 0)`,
  );
  expect(paid, 'orders whose actual payment does not match their payment status').toEqual([]);
}
