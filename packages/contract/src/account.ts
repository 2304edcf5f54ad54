import { z } from 'zod';

/** get_user_balance: USD amounts with at most 2 decimals. */
export const userBalanceSchema = z.object({
  balance: z.number(),
  frozen: z.number(),
  merchant_balance: z.number(),
  currency: z.literal('USD'),
});
export type UserBalance = z.infer<typeof userBalanceSchema>;
