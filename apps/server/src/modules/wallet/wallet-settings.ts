import { parseAmount } from '@mall/contract/money';
import type { DbOrTx } from '../../db/client';
import { readSettings } from '../site/settings-reader';

export const DEFAULT_MIN_RECHARGE_CENTS = 100_00;
export const DEFAULT_TOP_UP_DAILY_LIMIT = 5;

export interface TopUpRules {
  minRechargeCents: number;
  /** Top-up submissions a user may make in 24 hours. */
  dailyLimit: number;
}

/** The settings min_recharge (USD, default 100) and topup_daily_limit (default 5). */
export async function topUpRules(db: DbOrTx): Promise<TopUpRules> {
  const stored = await readSettings(db, ['min_recharge', 'topup_daily_limit']);
  const min = parseAmount(stored.get('min_recharge') ?? DEFAULT_MIN_RECHARGE_CENTS / 100);
  const limit = Number(stored.get('topup_daily_limit') ?? DEFAULT_TOP_UP_DAILY_LIMIT);
  return {
    minRechargeCents: min.ok ? min.cents : DEFAULT_MIN_RECHARGE_CENTS,
    dailyLimit: Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_TOP_UP_DAILY_LIMIT,
  };
}
