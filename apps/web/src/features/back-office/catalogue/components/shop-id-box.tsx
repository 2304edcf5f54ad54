import { useDebouncedUrlValue } from '../../table/use-url-state';

/** A shop id filter bound to the URL: typing shows at once, the list follows after a pause. */
export function ShopIdBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useDebouncedUrlValue(value, (next) =>
    onChange(/^\d+$/.test(next.trim()) ? next.trim() : ''),
  );
  return (
    <label className="flex w-28 flex-col gap-1 text-xs font-semibold text-stone-700">
      {label}
      <input
        type="text"
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm font-normal"
      />
    </label>
  );
}
