import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/query-rows';
import { expectLedgerInvariants } from './ledger-invariants';

/**
 * The stock and order-money invariants, checked after every test of the cart, checkout,
 * orders, refunds and seller files (afterEach), with the ledger's own:
 * - no product stock below zero, and stock + units sold = stock received;
 * - units sold equal the units of the orders that hold stock (every order but cancelled ones);
 * - each order moved exactly the money its state says: a wallet order that is paid took its
 *   total from the buyer's balance, a cancelled paid order gave it back (a bank payment is
 *   credited to the wallet), a completed order credited the shop owner its total less
 *   approved refunds, and approved refunds credited the buyer.
 */
export async function expectShopInvariants(db: DbOrTx): Promise<void> {
  await expectLedgerInvariants(db);

  const stock = await queryRows(
    db,
    sql`select id, stock, sales, stock_received from products where stock < 0 or stock + sales <> stock_received`,
  );
  expect(
    stock,
    'products whose stock + sales differs from stock received, or negative stock',
  ).toEqual([]);

  const sold = await queryRows(
    db,
    sql`select p.id, p.sales, coalesce(o.units, 0) as units from products p
        left join (select i.product_id, sum(i.num)::int as units from order_items i join orders o on o.id = i.order_id
                   where o.order_status <> 'cancelled' group by i.product_id) o on o.product_id = p.id
        where p.sales <> coalesce(o.units, 0) and exists (select 1 from order_items i where i.product_id = p.id)`,
  );
  expect(sold, 'products whose units sold differ from their orders').toEqual([]);

  const money = await queryRows(
    db,
    sql`with refunded as (
          select order_id, coalesce(sum(amount_cents) filter (where state = 'approved'), 0)::int as cents from refunds group by order_id),
        buyer as (
          select ref_id, sum(amount_cents)::int as cents from ledger_entries where ref_type = 'order' and account = 'balance' group by ref_id),
        merchant as (
          select o.id, sum(l.amount_cents)::int as cents from orders o join ledger_entries l on l.account = 'merchant'
            and ((l.ref_type = 'order' and l.ref_id = o.id) or (l.ref_type = 'refund' and l.ref_id in (select id from refunds where order_id = o.id)))
          group by o.id),
        refund_credits as (
          select r.order_id, sum(l.amount_cents)::int as cents from refunds r join ledger_entries l
            on l.ref_type = 'refund' and l.ref_id = r.id and l.account = 'balance' group by r.order_id),
        expected as (
          select o.id, o.order_status, o.payment_status, o.payment_method,
            case
              when o.order_status = 'cancelled' and o.payment_status = 'refunded' then
                case when o.payment_method = 'wallet' then 0 else o.actual_payment_cents end
              when o.payment_method = 'wallet' and o.payment_status in ('paid', 'refunded') then -o.actual_payment_cents
              else 0 end as buyer,
            case when o.order_status = 'completed' then o.grand_total_cents - coalesce(r.cents, 0) else 0 end as merchant,
            coalesce(r.cents, 0) as refunds
          from orders o left join refunded r on r.order_id = o.id)
        select e.*, coalesce(b.cents, 0) as buyer_moved, coalesce(m.cents, 0) as merchant_moved, coalesce(rc.cents, 0) as refunds_moved
        from expected e left join buyer b on b.ref_id = e.id left join merchant m on m.id = e.id left join refund_credits rc on rc.order_id = e.id
        where coalesce(b.cents, 0) <> e.buyer or coalesce(m.cents, 0) <> e.merchant or coalesce(rc.cents, 0) <> e.refunds`,
  );
  expect(money, 'orders whose ledger does not match their state').toEqual([]);

  const paid = await queryRows(
    db,
    sql`select id from orders where (payment_status in ('paid', 'refunded') and actual_payment_cents <> grand_total_cents)
          or (payment_status in ('unpaid', 'pending') and actual_payment_cents <> 0)`,
  );
  expect(paid, 'orders whose actual payment does not match their payment status').toEqual([]);
}
