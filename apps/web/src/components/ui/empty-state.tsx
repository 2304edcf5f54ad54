import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Says what is (not) here and what to do next. */
export function EmptyState({ title, children, icon, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center ${className}`}
    >
      {icon ? <div className="text-accent">{icon}</div> : null}
      {title ? <p className="text-base font-semibold text-stone-900">{title}</p> : null}
      {children ? <div className="max-w-prose text-sm text-stone-700">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
