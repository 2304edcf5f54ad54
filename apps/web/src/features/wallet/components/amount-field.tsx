import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { formatMoney, useCurrency, USD } from '../../../lib/money';
import { checkAmount } from '../amount';

export interface AmountFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Shown under the field while the amount is valid or empty ("Minimum 100.00 USD"). */
  note?: string;
  label?: string;
}

/**
 * The amount, typed in USD (what the account holds and the API takes), with what it comes to
 * in the chosen currency beside it as the user types.
 */
export function AmountField({
  value,
  onValueChange,
  onBlur,
  error,
  note,
  label,
}: AmountFieldProps) {
  const t = useT();
  const currency = useCurrency();
  const check = checkAmount(value);
  const converted =
    check.ok && currency.code !== USD.code ? formatMoney(check.usd, 'amount', currency) : null;
  const hint = [
    converted ? t('wallet.converted', { amount: converted, currency: currency.code }) : null,
    note,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <TextField
      label={label ?? t('wallet.amountUsd')}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onValueChange={onValueChange}
      onBlur={onBlur}
      error={error}
      hint={hint || undefined}
      trailing={
        <span
          aria-hidden="true"
          className="grid min-h-11 place-items-center rounded-lg bg-stone-100 px-3 text-sm font-semibold text-stone-700"
        >
          USD
        </span>
      }
    />
  );
}
