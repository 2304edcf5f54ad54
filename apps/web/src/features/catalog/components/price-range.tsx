import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { boundFromUsd, toUsd, useCurrency } from '../../../lib/money';

export interface PriceRangeProps {
  /** USD bounds from the URL. */
  min: string | null;
  max: string | null;
  onApply: (min: string | null, max: string | null) => void;
  formId: string;
}

/** Minimum and maximum price typed in the chosen currency; the URL keeps them in USD. */
export function PriceRange({ min, max, onApply, formId }: PriceRangeProps) {
  const t = useT();
  const currency = useCurrency();
  const id = useId();
  const [low, setLow] = useState(min ? boundFromUsd(min, currency) : '');
  const [high, setHigh] = useState(max ? boundFromUsd(max, currency) : '');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let [a, b] = [low.trim(), high.trim()];
    if (a && b && Number(a.replace(/,/g, '')) > Number(b.replace(/,/g, ''))) [a, b] = [b, a];
    const usdLow = a ? toUsd(a, currency, 'min') : null;
    const usdHigh = b ? toUsd(b, currency, 'max') : null;
    if ((a && usdLow === null) || (b && usdHigh === null)) {
      setError(true);
      return;
    }
    setError(false);
    // Both bounds inside one cent: keep the range valid for the API (min <= max).
    onApply(
      usdLow,
      usdLow !== null && usdHigh !== null && Number(usdLow) > Number(usdHigh) ? usdLow : usdHigh,
    );
  };
  const input =
    'min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white ps-7 pe-2 text-base text-stone-900 placeholder:text-stone-500';
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-stone-900">
          {t('filters.price', { currency: currency.code })}
        </legend>
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <label htmlFor={`${id}-min`} className="sr-only">
              {t('filters.minPrice')}
            </label>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 text-sm text-stone-600"
            >
              {currency.symbol}
            </span>
            <input
              id={`${id}-min`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('filters.min')}
              value={low}
              onChange={(e) => setLow(e.target.value)}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={input}
            />
          </div>
          <span aria-hidden="true" className="text-stone-500">
            –
          </span>
          <div className="relative flex-1">
            <label htmlFor={`${id}-max`} className="sr-only">
              {t('filters.maxPrice')}
            </label>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 text-sm text-stone-600"
            >
              {currency.symbol}
            </span>
            <input
              id={`${id}-max`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('filters.max')}
              value={high}
              onChange={(e) => setHigh(e.target.value)}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={input}
            />
          </div>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {t('filters.priceInvalid')}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" className="self-start">
          {t('filters.applyPrice')}
        </Button>
      </fieldset>
    </form>
  );
}
