import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { LedgerAccount } from '@mall/contract/ledger';

export interface LedgerSums {
  moneyInCents: number;
  moneyOutCents: number;
  /** The latest running total of every account, summed by kind. */
  byAccount: Partial<Record<LedgerAccount, number>>;
  /** Accounts whose latest running total differs from the sum of their entries. */
  driftedAccounts: number;
}

/**
 * The sums the reconciliation compares, in one statement of one snapshot: money in and out
 * from the transfers, what the accounts hold from their latest running totals, and how many
 * accounts' totals differ from the sum of their entries.
 */
export async function ledgerSums(db: DbOrTx): Promise<LedgerSums> {
  const rows = await queryRows<{
    account: LedgerAccount | null;
    held: string | null;
    drifted: string;
    money_in: string;
    money_out: string;
  }>(
    db,
    sql`with latest as (
          select distinct on (user_id, account) user_id, account, balance_after_cents
          from ledger_entries order by user_id, account, id desc),
        summed as (
          select user_id, account, sum(amount_cents) as total from ledger_entries group by user_id, account),
        drift as (
          select count(*) as n from latest l join summed s
            on s.account = l.account and s.user_id is not distinct from l.user_id
          where s.total <> l.balance_after_cents),
        flows as (
          select coalesce(sum(amount_cents) filter (where from_account is null), 0) as money_in,
                 coalesce(sum(amount_cents) filter (where to_account is null), 0) as money_out
          from ledger_transfers)
        select k.account, k.held, (select n from drift) as drifted, f.money_in, f.money_out
        from flows f left join (select account, sum(balance_after_cents) as held from latest group by account) k on true`,
  );
  const byAccount: Partial<Record<LedgerAccount, number>> = {};
  for (const row of rows) if (row.account) byAccount[row.account] = Number(row.held ?? 0);
  const first = rows[0];
  return {
    moneyInCents: Number(first?.money_in ?? 0),
    moneyOutCents: Number(first?.money_out ?? 0),
    byAccount,
    driftedAccounts: Number(first?.drifted ?? 0),
  };
}
