import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Button, type ButtonVariant } from './ui/button';
import { EmptyState } from './ui/empty-state';

export interface QueryErrorProps {
  /** What could not be loaded. */
  title?: ReactNode;
  /** More words under the title (e.g. the server's message). */
  body?: ReactNode;
  /** Asks again: usually the query's `refetch`. */
  onRetry: () => unknown;
  /** How the retry button looks (a primary button unless said). */
  variant?: ButtonVariant;
  className?: string;
}

/** A query that failed: says so in an empty state, with a button that asks again. */
export function QueryError({
  title,
  body,
  onRetry,
  variant = 'primary',
  className,
}: QueryErrorProps) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      className={className}
      action={
        <Button variant={variant} onClick={() => void onRetry()}>
          {t('app.retry')}
        </Button>
      }
    >
      {body}
    </EmptyState>
  );
}
