import { StarIcon } from './icons';

/** A 0 to 5 rating as stars (halves rounded); `label` is what screen readers hear. */
export function Stars({
  value,
  label,
  className = 'size-4',
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const full = Math.round(Math.max(0, Math.min(5, value)));
  return (
    <span role="img" aria-label={label} className="inline-flex items-center text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`${className} ${n <= full ? '' : 'text-stone-300'}`} />
      ))}
    </span>
  );
}
