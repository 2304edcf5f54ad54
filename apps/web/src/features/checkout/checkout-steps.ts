import type { PaymentMethod } from '@mall/contract/checkout';

/** The spec's four cart steps: shipment (the cart), delivery, payment, confirm. */
export const CHECKOUT_STEPS = ['shipment', 'delivery', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What the buyer chose so far; it travels in the URL (`?address=&shipping=&payment=`). */
export interface CheckoutChoice {
  addressId: number | null;
  shipping: string | null;
  payment: PaymentMethod | null;
}

/** Nothing chosen yet: the cart, before the first checkout step. */
export const NO_CHOICE: CheckoutChoice = { addressId: null, shipping: null, payment: null };

const PAYMENTS: readonly string[] = ['wallet', 'bank', 'cod'];

export function readChoice(params: URLSearchParams): CheckoutChoice {
  const address = Number(params.get('address'));
  const payment = params.get('payment');
  return {
    addressId: Number.isInteger(address) && address > 0 ? address : null,
    shipping: params.get('shipping') || null,
    payment: payment && PAYMENTS.includes(payment) ? (payment as PaymentMethod) : null,
  };
}

export function choiceSearch(choice: CheckoutChoice, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (choice.addressId) params.set('address', String(choice.addressId));
  if (choice.shipping) params.set('shipping', choice.shipping);
  if (choice.payment) params.set('payment', choice.payment);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The route of a step, keeping the choices made. */
export function stepPath(step: CheckoutStep, choice: CheckoutChoice): string {
  switch (step) {
    case 'shipment':
      return '/pages/cart/cart';
    case 'delivery':
      return `/pages/cart/delivery${choiceSearch(choice)}`;
    case 'payment':
      return `/pages/cart/pay${choiceSearch(choice)}`;
    case 'confirm':
      return `/pages/cart/pay${choiceSearch(choice, { step: 'confirm' })}`;
  }
}

/**
 * The first step still missing something, given what is selected in the cart and chosen:
 * a later step cannot be shown before the earlier ones are done.
 */
export function firstIncompleteStep(selectedLines: number, choice: CheckoutChoice): CheckoutStep {
  if (selectedLines === 0) return 'shipment';
  if (!choice.addressId || !choice.shipping) return 'delivery';
  if (!choice.payment) return 'payment';
  return 'confirm';
}

/** Whether `step` may be shown now (every step before it is complete). */
export function canShowStep(
  step: CheckoutStep,
  selectedLines: number,
  choice: CheckoutChoice,
): boolean {
  return (
    CHECKOUT_STEPS.indexOf(step) <=
    CHECKOUT_STEPS.indexOf(firstIncompleteStep(selectedLines, choice))
  );
}
