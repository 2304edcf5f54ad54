import { z } from 'zod';
import { flagSchema, optionalParam } from './params';
import {
  CRYPTO_ADDRESS_MAX,
  CRYPTO_ADDRESS_PATTERN,
  DEPOSIT_WALLET_CODE_PATTERN,
  LIST_SORT_MAX,
} from './rules';
import { line } from './text';

/**
 * The platform's deposit wallets as the back office edits them (get_wallets lists the enabled
 * ones). Codes are capitals, digits, `-` and `_`, so they never meet the lower-case codes wallet
 * records use for other ways money moves (`bank`, `balance`, `merchant`).
 */
export { DEPOSIT_WALLET_CODE_PATTERN };
export const DEPOSIT_WALLET_NAME_MAX = 60;
export const DEPOSIT_WALLET_NETWORK_MAX = 60;
export const DEPOSIT_WALLET_SORT_MAX = LIST_SORT_MAX;

export const depositWalletCodeSchema = line().trim().regex(DEPOSIT_WALLET_CODE_PATTERN, {
  error: 'capital letters, digits, - and _ (at most 32), e.g. USDT-TRC20',
});

const label = (max: number) =>
  line()
    .trim()
    .min(1)
    .max(max, { error: `at most ${max} characters` });

/** POST /admin/deposit_wallet/save: creates the wallet when the code is new. */
export const depositWalletSaveBodySchema = z.object({
  code: depositWalletCodeSchema,
  name: label(DEPOSIT_WALLET_NAME_MAX).describe('e.g. USDT (TRC20)'),
  network: label(DEPOSIT_WALLET_NETWORK_MAX).describe('e.g. TRON (TRC20)'),
  address: line()
    .trim()
    .min(1)
    .max(CRYPTO_ADDRESS_MAX, { error: `at most ${CRYPTO_ADDRESS_MAX} characters` })
    .regex(CRYPTO_ADDRESS_PATTERN, { error: 'letters, digits and : . _ - only' })
    .describe('where users send their money'),
  enabled: optionalParam(flagSchema).describe('1 listed by get_wallets (default), 0 hidden'),
  sort: optionalParam(
    z.coerce
      .number({ error: 'not a number' })
      .int({ error: 'not an integer' })
      .min(0, { error: 'at least 0' })
      .max(DEPOSIT_WALLET_SORT_MAX, { error: `at most ${DEPOSIT_WALLET_SORT_MAX}` }),
  ).describe('the order get_wallets lists it in (smaller first); a new wallet goes last'),
});
export type DepositWalletSaveBody = z.output<typeof depositWalletSaveBodySchema>;

/** POST /admin/deposit_wallet/remove */
export const depositWalletRemoveBodySchema = z.object({ code: depositWalletCodeSchema });

export const adminDepositWalletSchema = z.object({
  code: z.string(),
  name: z.string(),
  network: z.string(),
  address: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  records: z
    .number()
    .int()
    .describe(
      'wallet records (top-ups, withdrawals) that name it: while any do, it cannot be removed',
    ),
});
export type AdminDepositWallet = z.infer<typeof adminDepositWalletSchema>;

export const adminDepositWalletListSchema = z.object({ list: z.array(adminDepositWalletSchema) });
export type AdminDepositWalletList = z.infer<typeof adminDepositWalletListSchema>;

export const depositWalletRemovedSchema = z.object({ code: z.string(), removed: z.literal(true) });
