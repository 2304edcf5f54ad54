import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: ReactNode;
  trailing?: ReactNode;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  labelNote,
  trailing,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {labelNote ? <span className="ms-1 font-normal text-stone-600">({labelNote})</span> : null}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 ${
            error ? 'border-red-700' : 'border-stone-300'
          }`}
          {...input}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
