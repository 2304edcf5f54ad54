import { Link } from 'react-router';
import { useT, type MessageKey } from '../../../lib/i18n';
import {
  CHECKOUT_STEPS,
  stepPath,
  type CheckoutChoice,
  type CheckoutStep,
} from '../checkout-steps';

const LABELS: Record<CheckoutStep, MessageKey> = {
  shipment: 'checkout.steps.shipment',
  delivery: 'checkout.steps.delivery',
  payment: 'checkout.steps.payment',
  confirm: 'checkout.steps.confirm',
};

/** The four steps; done steps link back, the current one is marked for screen readers. */
export function CheckoutStepper({
  current,
  choice,
}: {
  current: CheckoutStep;
  choice: CheckoutChoice;
}) {
  const t = useT();
  const index = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps.label')} className="mb-4">
      <ol className="flex items-center gap-1 text-xs sm:text-sm">
        {CHECKOUT_STEPS.map((step, i) => {
          const done = i < index;
          const here = i === index;
          const circle = `flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
            here
              ? 'bg-accent text-white'
              : done
                ? 'bg-stone-800 text-white'
                : 'border border-stone-300 bg-white text-stone-600'
          }`;
          const body = (
            <>
              <span className={circle} aria-hidden="true">
                {done ? '✓' : i + 1}
              </span>
              <span className={here ? 'font-semibold text-stone-900' : 'text-stone-700'}>
                {t(LABELS[step])}
              </span>
            </>
          );
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-1">
              {done ? (
                <Link
                  to={stepPath(step, choice)}
                  className="flex min-w-0 items-center gap-1.5 rounded hover:underline"
                >
                  {body}
                </Link>
              ) : (
                <span
                  className="flex min-w-0 items-center gap-1.5"
                  aria-current={here ? 'step' : undefined}
                >
                  {body}
                </span>
              )}
              {i < CHECKOUT_STEPS.length - 1 ? (
                <span aria-hidden="true" className="mx-1 h-px flex-1 bg-stone-300" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
