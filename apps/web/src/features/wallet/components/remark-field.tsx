import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { REMARK_MAX } from '../validation';

export interface RemarkFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** An optional note of up to 140 characters (the spec's textarea limit), with a live count. */
export function RemarkField({ value, onValueChange, onBlur, error }: RemarkFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('wallet.remark')}
        <span className="ms-1 font-normal text-stone-600">({t('wallet.optional')})</span>
      </label>
      <textarea
        id={id}
        name="remark"
        rows={2}
        maxLength={REMARK_MAX}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count`}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 ${error ? 'border-red-700' : 'border-stone-300'}`}
      />
      <p id={`${id}-count`} className="text-end text-xs text-stone-600">
        {value.length}/{REMARK_MAX}
      </p>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
