import { z } from 'zod';
import { line, text } from './text';
import { pageQuerySchema } from './pagination';
import { documentPathSchema, idSchema, optionalParam, usdCentsSchema } from './params';
import {
  accountNameSchema,
  bankAccountNoSchema,
  bankRoutingNoSchema,
  cryptoAddressSchema,
  englishNameSchema,
} from './profile';
import { REMARK_MAX, TRANSACTION_ID_MAX, TRANSACTION_ID_PATTERN } from './rules';

/** The most one movement may carry: 1,000,000.00 USD. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * An amount sent by a client (USD, a JSON number or a form string, at most 2 decimals), read
 * into integer cents: more than 0 and at most 1,000,000. Anything else is 1000008 with a reason.
 */
export const amountCentsSchema = usdCentsSchema.transform((cents, ctx) => {
  if (cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'must be greater than 0' });
    return z.NEVER;
  }
  if (cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'at most 1000000' });
    return z.NEVER;
  }
  return cents;
});

export const WALLET_RECORD_KINDS = [
  'recharge',
  'bank_recharge',
  'withdraw',
  'transfer',
  'payment',
  'refund',
  'income',
] as const;
export const WALLET_RECORD_STATES = [
  'pending',
  'submitted',
  'finished',
  'failed',
  'revoked',
] as const;
export const WALLET_RECORD_TYPES = ['income', 'expense'] as const;
export type WalletRecordKind = (typeof WALLET_RECORD_KINDS)[number];
export type WalletRecordState = (typeof WALLET_RECORD_STATES)[number];
export type WalletRecordType = (typeof WALLET_RECORD_TYPES)[number];

/** WalletRecord (contract section 2). Amounts in USD. */
export const walletRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WALLET_RECORD_KINDS),
  amount: z.number(),
  actual_amount: z.number(),
  name: z.string().describe('the wallet, bank or currency the money moved through'),
  certificate: z.string().describe('proof image URL (top-ups), else empty'),
  transcation_id: z.string().nullable().describe('spelled as in the spec; top-ups only'),
  type: z.enum(WALLET_RECORD_TYPES),
  state: z.enum(WALLET_RECORD_STATES),
  message: z.string().describe('the reviewer’s message'),
  remark: z.string(),
  pay_method: z.string(),
  created_at: z.string(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

export const walletRecordPageSchema = z.object({
  list: z.array(walletRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type WalletRecordPage = z.infer<typeof walletRecordPageSchema>;

export const walletCodeSchema = line().trim().min(1).max(32, { error: 'at most 32 characters' });

export const transactionIdSchema = line()
  .trim()
  .min(1)
  .max(TRANSACTION_ID_MAX, { error: `at most ${TRANSACTION_ID_MAX} characters` })
  .regex(TRANSACTION_ID_PATTERN, { error: 'letters, digits and . _ : - only' });

/**
 * The key a transaction id is unique by (per wallet, error 2000028): trimmed and upper case, so
 * `ABC` and ` abc ` are one id. The record keeps the id as sent; the unique index of
 * wallet_records uses the same upper(trim(...)).
 */
export function normalizeTransactionId(id: string): string {
  return id.trim().toUpperCase();
}

/** Remarks are plain text of at most 140 characters (the spec's textarea limit). */
/**
 * A key the client makes once per intended request (a withdrawal, a transfer) and sends again
 * when it retries: the server answers the request already made with it instead of a second one.
 */
export const requestIdSchema = optionalParam(
  line()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '8 to 64 letters, digits, - or _' })
    .describe(
      'idempotency key: a retry with the same key answers the first request and moves no money again',
    ),
);

export const remarkSchema = optionalParam(
  text()
    .trim()
    .max(REMARK_MAX, { error: `at most ${REMARK_MAX} characters` }),
);

/** POST /customer/info/recharge: an offline top-up to one of the platform's deposit wallets. */
export const rechargeBodySchema = z.object({
  wallet: walletCodeSchema.describe('a code from get_wallets'),
  amount: amountCentsSchema.describe('USD, at least min_recharge (100)'),
  transcation_id: transactionIdSchema,
  certificate: documentPathSchema.describe('the proof image, a path from /upload with private=1'),
  remark: remarkSchema,
});
export type RechargeInput = z.input<typeof rechargeBodySchema>;

/** POST /bank/recharge: an offline top-up by bank transfer. */
export const bankRechargeBodySchema = z.object({
  amount: amountCentsSchema.describe('USD, at least min_recharge (100)'),
  bank_name: englishNameSchema.min(1),
  bank_acc_name: accountNameSchema.min(1),
  bank_acc_no: bankAccountNoSchema.min(1),
  transcation_id: transactionIdSchema,
  certificate: documentPathSchema.describe('the proof image, a path from /upload with private=1'),
  remark: remarkSchema,
});
export type BankRechargeInput = z.input<typeof bankRechargeBodySchema>;

export const RECHARGE_LIST_KINDS = ['recharge', 'withdraw'] as const;

export const rechargeListQuerySchema = pageQuerySchema.extend({
  kind: optionalParam(
    z.enum(RECHARGE_LIST_KINDS, { error: 'must be recharge or withdraw' }),
  ).describe('recharge (default: top-ups and bank recharges) or withdraw'),
});

export const transactionDetailsQuerySchema = pageQuerySchema.extend({
  type: optionalParam(z.enum(WALLET_RECORD_TYPES, { error: 'must be income or expense' })),
});

/**
 * POST /customer/info/withdraw: to a deposit wallet code with an address (default: the user's
 * address for that wallet), or, without a wallet, to a bank account (default: the user's
 * payment settings).
 */
export const withdrawBodySchema = z.object({
  amount: amountCentsSchema,
  wallet: optionalParam(walletCodeSchema),
  address: optionalParam(cryptoAddressSchema),
  bank_name: optionalParam(englishNameSchema),
  bank_acc_name: optionalParam(accountNameSchema),
  bank_acc_no: optionalParam(bankAccountNoSchema),
  bank_routing_no: optionalParam(bankRoutingNoSchema),
  remark: remarkSchema,
  request_id: requestIdSchema,
});
export type WithdrawInput = z.input<typeof withdrawBodySchema>;

export const withdrawRevokeBodySchema = z.object({ id: idSchema });

export const transferBodySchema = z.object({
  amount: amountCentsSchema,
  request_id: requestIdSchema,
});

export const transferResultSchema = z.object({ balance: z.number(), merchant_balance: z.number() });
export type TransferResult = z.infer<typeof transferResultSchema>;
