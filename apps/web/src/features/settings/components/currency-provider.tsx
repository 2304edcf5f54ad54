import type { ReactNode } from 'react';
import { CurrencyContext, pickCurrency } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { useCurrencies } from '../api/get-currencies';

/** Gives every `<Money>` the chosen currency: stored choice, else the server's default (USD). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { currency } = usePreferences();
  const { data } = useCurrencies();
  const value = pickCurrency(data?.list ?? [], currency, data?.default ?? 'USD');
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
