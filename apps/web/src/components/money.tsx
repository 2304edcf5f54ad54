import { formatMoney, useCurrency, type MoneyKind } from '../lib/money';

export interface MoneyProps {
  /** A USD value as the API gives it. */
  value: number | string;
  /** A price rounds half up, an amount (balance, total) truncates. */
  kind?: MoneyKind;
  className?: string;
}

/** A USD value in the chosen currency, with its symbol. */
export function Money({ value, kind = 'price', className }: MoneyProps) {
  const currency = useCurrency();
  return (
    <span className={className} data-currency={currency.code}>
      {formatMoney(value, kind, currency)}
    </span>
  );
}
