import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { reconcile } from '../modules/ledger/reconciliation-service';

/**
 * The money invariants, checked after every test that moves money (afterEach), on PGlite and
 * PostgreSQL:
 * - the reconciliation: the sum over all accounts equals the money that entered less the money
 *   that left, and no account's balance differs from the sum of its entries;
 * - every transfer wrote exactly its two sides (one for money entering or leaving);
 * - every ledger entry's running total equals the sum of its account's amounts up to it, so
 *   every account's balance (its latest total) equals the sum of its ledger;
 * - no total is negative;
 * - a user's frozen amount equals the sum of their pending withdrawals;
 * - every top-up, withdrawal and transfer moved exactly the money its state says: a top-up is
 *   credited once when finished and never otherwise; a pending withdrawal holds its amount in
 *   frozen, a paid one took it from the balance, a rejected or revoked one moved nothing in the
 *   end; a transfer moved it from balance to merchant.
 */
export async function expectLedgerInvariants(db: Db): Promise<void> {
  const drift = await queryRows(
    db,
    sql`select user_id, account, id, balance_after_cents, running from (
          select user_id, account, id, balance_after_cents,
            sum(amount_cents) over (partition by user_id, account order by id) as running
          from ledger_entries) t
        where running <> balance_after_cents`,
  );
  expect(drift, 'running totals that differ from the sum of the ledger').toEqual([]);

  const negative = await queryRows(
    db,
    sql`select user_id, account, id from ledger_entries where balance_after_cents < 0`,
  );
  expect(negative, 'negative balances').toEqual([]);

  const unbalanced = await queryRows(
    db,
    sql`select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id
        having count(e.id) <> (case when t.from_account is null then 0 else 1 end) + (case when t.to_account is null then 0 else 1 end)
          or coalesce(sum(e.amount_cents) filter (where e.amount_cents < 0 and e.account = t.from_account and e.user_id is not distinct from t.from_user_id), 0)
             <> case when t.from_account is null then 0 else -t.amount_cents end
          or coalesce(sum(e.amount_cents) filter (where e.amount_cents > 0 and e.account = t.to_account and e.user_id is not distinct from t.to_user_id), 0)
             <> case when t.to_account is null then 0 else t.amount_cents end`,
  );
  expect(
    unbalanced,
    'transfers whose entries do not take from the source and give to the destination',
  ).toEqual([]);

  const books = await reconcile(db);
  expect(
    { difference: books.difference, drifted: books.drifted_accounts },
    'the reconciliation',
  ).toEqual({ difference: 0, drifted: 0 });

  const frozen = await queryRows(
    db,
    sql`with frozen as (
          select distinct on (user_id) user_id, balance_after_cents as cents
          from ledger_entries where account = 'frozen' order by user_id, id desc),
        pending as (
          select user_id, sum(amount_cents)::bigint as cents
          from wallet_records where kind = 'withdraw' and state = 'pending' group by user_id)
        select coalesce(f.user_id, p.user_id) as user_id, coalesce(f.cents, 0) as frozen, coalesce(p.cents, 0) as pending
        from frozen f full join pending p on p.user_id = f.user_id
        where coalesce(f.cents, 0) <> coalesce(p.cents, 0)`,
  );
  expect(frozen, 'frozen amounts that differ from the pending withdrawals').toEqual([]);

  const effects = await queryRows(
    db,
    sql`with moved as (
          select ref_id,
            coalesce(sum(amount_cents) filter (where account = 'balance'), 0)::bigint as balance,
            coalesce(sum(amount_cents) filter (where account = 'frozen'), 0)::bigint as frozen,
            coalesce(sum(amount_cents) filter (where account = 'merchant'), 0)::bigint as merchant,
            count(*) filter (where account = 'balance' and amount_cents > 0)::int as credits
          from ledger_entries where ref_type = 'wallet_record' group by ref_id),
        expected as (
          select r.id, r.kind, r.state,
            case
              when r.kind in ('recharge', 'bank_recharge') and r.state = 'finished' then r.actual_amount_cents
              when r.kind = 'withdraw' and r.state in ('pending', 'finished') then -r.amount_cents
              when r.kind = 'transfer' then -r.amount_cents
              else 0 end as balance,
            case when r.kind = 'withdraw' and r.state = 'pending' then r.amount_cents else 0 end as frozen,
            case when r.kind = 'transfer' then r.amount_cents else 0 end as merchant,
            case when r.kind in ('recharge', 'bank_recharge') and r.state = 'finished' then 1
                 when r.kind in ('recharge', 'bank_recharge') then 0 end as credits
          from wallet_records r where r.kind in ('recharge', 'bank_recharge', 'withdraw', 'transfer'))
        select e.id, e.kind, e.state, m.balance, m.frozen, m.merchant, m.credits
        from expected e left join moved m on m.ref_id = e.id
        where coalesce(m.balance, 0) <> e.balance or coalesce(m.frozen, 0) <> e.frozen
          or coalesce(m.merchant, 0) <> e.merchant or (e.credits is not null and coalesce(m.credits, 0) <> e.credits)`,
  );
  expect(effects, 'wallet records whose ledger does not match their state').toEqual([]);
}
