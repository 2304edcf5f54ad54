import { formatMoney, useCurrency, USD, type MoneyKind } from '../../../lib/money';

export interface DualMoneyProps {
  /** USD, as the API gives it. */
  value: number | string;
  kind?: MoneyKind;
  className?: string;
  baseClassName?: string;
  /** Base line on its own row (cards) or inline (lists). */
  stacked?: boolean;
}

/**
 * A USD value in the chosen currency with the base USD amount beside it (where money is paid
 * or withdrawn, the user sees what the account really moves). In USD, one amount is enough.
 */
export function DualMoney({
  value,
  kind = 'amount',
  className = '',
  baseClassName = 'text-stone-600',
  stacked,
}: DualMoneyProps) {
  const currency = useCurrency();
  const shown = formatMoney(value, kind, currency);
  const base = `${formatMoney(value, kind, USD)} USD`;
  if (currency.code === USD.code) {
    return (
      <span className={className} data-currency="USD">
        {shown}
      </span>
    );
  }
  return (
    <span className={stacked ? 'flex flex-col' : 'inline-flex flex-wrap items-baseline gap-x-2'}>
      <span className={className} data-currency={currency.code}>
        {shown}
      </span>
      <span className={`text-sm font-normal ${baseClassName}`} data-currency="USD">
        {base}
      </span>
    </span>
  );
}
