import { useEffect, useRef } from 'react';
import { Button } from './button';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  labels: { more: string; loading: string; end?: string };
  /** Load on its own when the end of the list comes near (infinite scroll). */
  auto?: boolean;
}

/**
 * The end of a paged list: infinite scroll through an IntersectionObserver, and a "load more"
 * button for keyboards and browsers without one.
 */
export function LoadMore({ hasMore, loading, onLoadMore, labels, auto = true }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore };
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, hasMore]);
  if (!hasMore)
    return labels.end ? (
      <p className="py-4 text-center text-sm text-stone-600">{labels.end}</p>
    ) : null;
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      <Button
        variant="secondary"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? labels.loading : labels.more}
      </Button>
    </div>
  );
}
