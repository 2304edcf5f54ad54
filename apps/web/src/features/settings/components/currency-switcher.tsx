import { useT } from '../../../lib/i18n';
import { SelectField } from '../../../components/ui/select-field';
import { useCurrency } from '../../../lib/money';
import { setCurrencyPreference } from '../../../lib/preferences';
import { useCurrencies } from '../api/get-currencies';

/** The currencies of get_currency; the choice is kept in storage as `currency`. */
export function CurrencySwitcher({
  compact,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const current = useCurrency();
  const { data } = useCurrencies();
  const list = data?.list.length ? data.list : [current];
  return (
    <SelectField
      label={t('nav.currency')}
      hideLabel={compact}
      className={className}
      value={current.code}
      options={list.map((c) => ({ value: c.code, label: `${c.code} ${c.symbol}` }))}
      onValueChange={setCurrencyPreference}
    />
  );
}
