/** A small count bubble; hidden at zero. Counts above 99 show as 99+. */
export function Badge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-bold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
