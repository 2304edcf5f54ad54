import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Keeps the label for screen readers only (compact headers). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  /** The label above a full-width select (forms and filter panels). */
  stacked?: boolean;
}

export function SelectField({
  label,
  value,
  options,
  onValueChange,
  hideLabel,
  disabled,
  className = '',
  stacked,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex gap-2 ${stacked ? 'flex-col' : 'items-center'} ${className}`}>
      <label
        htmlFor={id}
        className={
          hideLabel
            ? 'sr-only'
            : stacked
              ? 'text-sm font-semibold text-stone-900'
              : 'text-sm font-medium text-stone-800'
        }
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        className={`min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 ${stacked ? 'w-full' : ''}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
