import type { DbOrTx } from '../../db/client';
import { enabledDepositWalletCodes as enabledCodes } from './deposit-wallet-repository';

/** What the wallet module publishes for the others to read about the platform's deposit wallets. */

/** Which of these codes are enabled deposit wallets (get_wallets lists them). */
export function enabledDepositWalletCodes(
  db: DbOrTx,
  codes: readonly string[],
): Promise<Set<string>> {
  return enabledCodes(db, codes);
}
