import type { UserBalance } from '@mall/contract/account';
import { centsToAmount } from '@mall/contract/money';
import type { DbOrTx } from '../../db/client';
import { balancesOf } from '../ledger/ledger-service';

export async function balanceOfUser(db: DbOrTx, userId: number): Promise<UserBalance> {
  const balances = await balancesOf(db, userId);
  return {
    balance: centsToAmount(balances.balance),
    frozen: centsToAmount(balances.frozen),
    merchant_balance: centsToAmount(balances.merchant),
    currency: 'USD',
  };
}
