import { LEDGER_ACCOUNT_KINDS, type Reconciliation } from '@mall/contract/ledger';
import { centsToAmount } from '@mall/contract/money';
import type { Db } from '../../db/client';
import { ledgerSums } from './reconciliation-repository';

/**
 * Proves the books (contract 6.1): the sum over all accounts equals what entered minus what
 * left, and every account's balance equals the sum of its entries. Read in one repeatable
 * snapshot, so movements committed meanwhile cannot make it disagree with itself.
 */
export async function reconcile(db: Db): Promise<Reconciliation> {
  const sums = await db.transaction((tx) => ledgerSums(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const heldCents = Object.values(sums.byAccount).reduce((total, cents) => total + cents, 0);
  const accounts = Object.fromEntries(
    LEDGER_ACCOUNT_KINDS.map((kind) => [kind, centsToAmount(sums.byAccount[kind] ?? 0)]),
  ) as Reconciliation['accounts'];
  return {
    money_in: centsToAmount(sums.moneyInCents),
    money_out: centsToAmount(sums.moneyOutCents),
    accounts_total: centsToAmount(heldCents),
    difference: centsToAmount(heldCents - (sums.moneyInCents - sums.moneyOutCents)),
    accounts,
    drifted_accounts: sums.driftedAccounts,
    checked_at: new Date().toISOString(),
  };
}
