/** A grey placeholder of the final size while content loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none ${className}`}
    />
  );
}
