import type { ReactNode } from 'react';
import type { Checkout } from '@mall/contract/checkout';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useCheckout } from '../api/get-checkout';
import type { CheckoutChoice, CheckoutStep } from '../checkout-steps';
import { CheckoutStepper } from './checkout-stepper';
import { CheckoutSummary } from './checkout-summary';
import { QueryError } from '../../../components/query-error';

/**
 * A checkout step: the stepper, the step's content and, on wide screens, the summary beside it;
 * on phones `bar` (the primary action) sticks to the bottom.
 */
export function CheckoutFrame({
  step,
  choice,
  children,
  bar,
}: {
  step: CheckoutStep;
  choice: CheckoutChoice;
  children: (checkout: Checkout) => ReactNode;
  bar: (checkout: Checkout) => ReactNode;
}) {
  const t = useT();
  const query = useCheckout();
  return (
    <div className="pb-28 md:pb-0">
      <CheckoutStepper current={step} choice={choice} />
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-[1fr_22rem]">
          <Skeleton className="h-80 w-full" />
          <Skeleton className="hidden h-64 w-full md:block" />
        </div>
      ) : query.isError ? (
        <QueryError title={t('checkout.loadFailed')} onRetry={query.refetch} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateLink
          title={t('checkout.nothingSelected')}
          to="/pages/cart/cart"
          label={t('checkout.backToCart')}
        >
          {t('checkout.nothingSelectedBody')}
        </EmptyStateLink>
      ) : (
        <div className="grid gap-4 md:grid-cols-[1fr_22rem] md:items-start">
          <div className="flex min-w-0 flex-col gap-4">{children(query.data)}</div>
          <div className="flex flex-col gap-3">
            <CheckoutSummary checkout={query.data} shipping={choice.shipping} />
            <div className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-2 border-t border-stone-200 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:static md:border-0 md:bg-transparent md:p-0">
              {bar(query.data)}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
