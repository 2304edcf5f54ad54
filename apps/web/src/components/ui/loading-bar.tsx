import { useEffect, useState } from 'react';

/**
 * The loading mask: a thin bar at the top while something runs. It appears only after a short
 * delay (the spec's 200 ms), so quick answers do not flicker.
 */
export function LoadingBar({
  active,
  label,
  delayMs = 200,
}: {
  active: boolean;
  label: string;
  delayMs?: number;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [active, delayMs]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-accent/20"
    >
      <div className="h-full w-1/3 animate-[loading-bar_1.1s_ease-in-out_infinite] bg-accent motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
