import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, it stays true): below-the-fold
 * sections load their data and render only then. True at once without IntersectionObserver.
 */
export function useInView<T extends Element>(rootMargin = '300px 0px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (inView || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView] as const;
}
