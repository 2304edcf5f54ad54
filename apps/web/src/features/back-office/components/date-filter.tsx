import { useId } from 'react';

/** A day filter (`YYYY-MM-DD`, empty for none) bound to the caller's URL state. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm"
      />
    </div>
  );
}
