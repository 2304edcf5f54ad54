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
}

export function SelectField({ label, value, options, onValueChange, hideLabel, disabled, className = '' }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
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
