import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from './button';
import { EmptyState } from './empty-state';

export interface EmptyStateLinkProps {
  title?: ReactNode;
  icon?: ReactNode;
  /** Where to go next, and what the link says. */
  to: string;
  label: ReactNode;
  /** How the link looks (a primary button unless said). */
  variant?: ButtonVariant;
  children?: ReactNode;
}

/** An empty state whose next step is another page: a link that looks like a button. */
export function EmptyStateLink({
  title,
  icon,
  to,
  label,
  variant = 'primary',
  children,
}: EmptyStateLinkProps) {
  return (
    <EmptyState
      title={title}
      icon={icon}
      action={
        <Link to={to} className={buttonClass(variant)}>
          {label}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
