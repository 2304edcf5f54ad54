import { amountToCents } from '@mall/contract/money';

/** The most one movement may carry (the contract's MAX_AMOUNT_CENTS): 1,000,000.00 USD. */
export const MAX_AMOUNT_CENTS = 100_000_000;

export type AmountProblem =
  'required' | 'format' | 'decimals' | 'positive' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  /** USD: the least accepted (min_recharge for top-ups). */
  min?: number;
  /** USD: the most available (the balance for withdrawals). */
  available?: number;
}

export type AmountCheck =
  { ok: true; cents: number; usd: string } | { ok: false; problem: AmountProblem };

/**
 * Checks a USD amount as the user types it: a plain number with at most 2 decimals, more than 0,
 * at least `min`, at most `available` and at most 1,000,000. Integer cents, never floats.
 */
export function checkAmount(input: string, limits: AmountLimits = {}): AmountCheck {
  const text = input.trim().replace(/,/g, '');
  if (!text) return { ok: false, problem: 'required' };
  if (/^\d*\.\d{3,}$/.test(text)) return { ok: false, problem: 'decimals' };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return { ok: false, problem: 'format' };
  const normalised = (text.startsWith('.') ? `0${text}` : text).replace(/\.$/, '');
  const cents = amountToCents(normalised);
  if (cents === null) return { ok: false, problem: 'max' }; // more digits than any amount has
  if (cents <= 0) return { ok: false, problem: 'positive' };
  if (limits.min !== undefined && cents < Math.round(limits.min * 100))
    return { ok: false, problem: 'min' };
  if (limits.available !== undefined && cents > Math.round(limits.available * 100))
    return { ok: false, problem: 'balance' };
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, problem: 'max' };
  return {
    ok: true,
    cents,
    usd: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  };
}
