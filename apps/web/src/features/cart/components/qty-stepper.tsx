import { useId, useState } from 'react';

export interface QtyStepperProps {
  value: number;
  /** The most units: the stock on hand. */
  max: number;
  onChange: (qty: number) => void;
  /** "Quantity of {name}". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/** Clamps a typed quantity to 1..max (min 1, step 1); null when it is not a whole number. */
export function clampQty(text: string, max: number): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  return Math.min(Math.max(1, Number(text)), Math.max(1, max));
}

/** − [n] +: minimum 1, step 1, never beyond the stock. */
export function QtyStepper({
  value,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled,
}: QtyStepperProps) {
  const id = useId();
  // What the user is typing; null shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const commit = () => {
    const qty = draft === null ? null : clampQty(draft, max);
    setDraft(null);
    if (qty !== null && qty !== value) onChange(qty);
  };
  const button =
    'flex size-9 items-center justify-center text-lg text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400';
  return (
    <div className="inline-flex items-center rounded-lg border border-stone-300 bg-white">
      <button
        type="button"
        className={`${button} rounded-s-lg`}
        aria-label={decreaseLabel}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-9 w-12 border-x border-stone-300 text-center text-sm text-stone-900"
      />
      <button
        type="button"
        className={`${button} rounded-e-lg`}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
