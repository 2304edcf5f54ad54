import type { TFunction } from '../../lib/i18n';
import type { AmountProblem } from './amount';
import type { WalletRecordKind, WalletRecordState } from './types';

export function recordKindLabel(kind: WalletRecordKind, t: TFunction): string {
  const labels: Record<WalletRecordKind, string> = {
    recharge: t('wallet.kind.recharge'),
    bank_recharge: t('wallet.kind.bankRecharge'),
    withdraw: t('wallet.kind.withdraw'),
    transfer: t('wallet.kind.transfer'),
    payment: t('wallet.kind.payment'),
    refund: t('wallet.kind.refund'),
    income: t('wallet.kind.income'),
  };
  return labels[kind] ?? kind;
}

export function recordStateLabel(state: WalletRecordState, t: TFunction): string {
  const labels: Record<WalletRecordState, string> = {
    pending: t('wallet.state.pending'),
    submitted: t('wallet.state.submitted'),
    finished: t('wallet.state.finished'),
    failed: t('wallet.state.failed'),
    revoked: t('wallet.state.revoked'),
  };
  return labels[state] ?? state;
}

/** Tailwind classes of a state's pill: waiting amber, done green, failed red, recalled grey. */
export function recordStateTone(state: WalletRecordState): string {
  if (state === 'finished') return 'bg-emerald-50 text-emerald-800 ring-emerald-200';
  if (state === 'failed') return 'bg-red-50 text-red-800 ring-red-200';
  if (state === 'revoked') return 'bg-stone-100 text-stone-700 ring-stone-200';
  return 'bg-amber-50 text-amber-900 ring-amber-200';
}

export function amountMessage(
  problem: AmountProblem,
  t: TFunction,
  limits: { min?: string; available?: string },
): string {
  switch (problem) {
    case 'required':
      return t('wallet.amountError.required');
    case 'format':
      return t('wallet.amountError.format');
    case 'decimals':
      return t('wallet.amountError.decimals');
    case 'positive':
      return t('wallet.amountError.positive');
    case 'min':
      return t('wallet.amountError.min', { min: limits.min ?? '' });
    case 'balance':
      return t('wallet.amountError.balance', { available: limits.available ?? '' });
    case 'max':
      return t('wallet.amountError.max');
  }
}
