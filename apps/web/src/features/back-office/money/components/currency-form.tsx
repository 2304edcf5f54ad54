import { useState, type FormEvent } from 'react';
import type { AdminCurrency } from '@mall/contract/currency';
import { CURRENCY_CODE_PATTERN } from '@mall/contract/rules';
import { parseRate } from '@mall/contract/money';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { TextField } from '../../../../components/ui/text-field';
import { errorField } from '../../../../lib/api-error';
import { convertMoney } from '../../../../lib/money';
import { showToast } from '../../../../lib/toast';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveCurrency } from '../api/save-currency';
import { reasonOf } from '../format';

type Field = 'code' | 'rate' | 'name' | 'symbol' | 'sort' | 'enabled';
type Errors = Partial<Record<Field, string>>;

const FORM_ID = 'currency-form';
const SORT_PATTERN = /^\d{1,4}$/;

/** "75.00 USD = 69.11 EUR": what a 75.00 USD price shows in the currency at this rate. */
export function exampleOf(rate: string, code: string, symbol: string): string | null {
  if (parseRate(rate) === null) return null;
  return convertMoney('75', 'price', { code, symbol, name: code, rate: rate.trim() });
}

/**
 * A currency's editing form in a drawer: a new one when `currency` is null (the code is typed),
 * else its rate, name, symbol, listing and order. The example line follows the rate as typed.
 */
export function CurrencyForm({
  currency,
  nextSort,
  onClose,
}: {
  currency: AdminCurrency | null;
  nextSort: number;
  onClose: () => void;
}) {
  const t = useAdminT();
  const save = useSaveCurrency();
  const [code, setCode] = useState(currency?.code ?? '');
  const [rate, setRate] = useState(currency?.rate ?? '');
  const [name, setName] = useState(currency?.name ?? '');
  const [symbol, setSymbol] = useState(currency?.symbol ?? '');
  const [enabled, setEnabled] = useState(currency?.enabled ?? true);
  const [sort, setSort] = useState(String(currency?.sort ?? nextSort));
  const [errors, setErrors] = useState<Errors>({});

  const example = exampleOf(rate, code || 'XXX', symbol);

  function check(): Errors {
    const found: Errors = {};
    if (!code.trim()) found.code = t('money.required');
    else if (!CURRENCY_CODE_PATTERN.test(code.trim()))
      found.code = t('money.currencies.codeInvalid');
    if (!rate.trim()) found.rate = t('money.required');
    else if (parseRate(rate) === null) found.rate = t('money.currencies.rateInvalid');
    if (!SORT_PATTERN.test(sort.trim())) found.sort = t('money.sortInvalid');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        code: code.trim(),
        rate: rate.trim(),
        name: name.trim() || code.trim(),
        symbol: symbol.trim() || code.trim(),
        enabled,
        sort: Number(sort),
      },
      {
        onSuccess: (saved) => {
          showToast(t('money.currencies.saved', { code: saved.code }), 'success');
          onClose();
        },
        onError: (error) => {
          const field = errorField(error) as Field | null;
          if (field && ['code', 'rate', 'name', 'symbol', 'sort', 'enabled'].includes(field))
            setErrors({ [field]: reasonOf(error) });
          else showToast(error.message);
        },
      },
    );
  }

  return (
    <EditDrawer
      open
      title={
        currency
          ? t('money.currencies.editTitle', { code: currency.code })
          : t('money.currencies.newTitle')
      }
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('money.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending}>
            {t('money.save')}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {currency ? null : (
          <TextField
            label={t('money.currencies.code')}
            value={code}
            onValueChange={(value) => setCode(value.toUpperCase())}
            hint={t('money.currencies.codeHint')}
            error={errors.code}
            maxLength={3}
            autoCapitalize="characters"
          />
        )}
        <TextField
          label={t('money.currencies.rate')}
          value={rate}
          onValueChange={setRate}
          hint={t('money.currencies.rateHint')}
          error={errors.rate}
          inputMode="decimal"
          className="tabular-nums"
        />
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800" aria-live="polite">
          {example === null
            ? t('money.currencies.exampleInvalid')
            : t('money.currencies.example', { value: example, code: code || 'XXX' })}
        </p>
        <TextField
          label={t('money.currencies.name')}
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={60}
        />
        <TextField
          label={t('money.currencies.symbol')}
          value={symbol}
          onValueChange={setSymbol}
          error={errors.symbol}
          maxLength={8}
        />
        <TextField
          label={t('money.currencies.sort')}
          value={sort}
          onValueChange={setSort}
          error={errors.sort}
          inputMode="numeric"
        />
        <CheckboxField
          label={t('money.currencies.enabledLabel')}
          checked={enabled}
          onCheckedChange={setEnabled}
          error={errors.enabled}
        />
      </form>
    </EditDrawer>
  );
}
