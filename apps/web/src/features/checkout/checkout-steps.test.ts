import { describe, expect, it } from 'vitest';
import { canShowStep, firstIncompleteStep, readChoice, stepPath } from './checkout-steps';

describe('checkout steps', () => {
  const none = { addressId: null, shipping: null, payment: null };
  it('goes shipment, delivery, payment, confirm as choices are made', () => {
    expect(firstIncompleteStep(0, none)).toBe('shipment');
    expect(firstIncompleteStep(2, none)).toBe('delivery');
    expect(firstIncompleteStep(2, { ...none, addressId: 3 })).toBe('delivery');
    expect(firstIncompleteStep(2, { addressId: 3, shipping: 'standard', payment: null })).toBe(
      'payment',
    );
    expect(firstIncompleteStep(2, { addressId: 3, shipping: 'standard', payment: 'wallet' })).toBe(
      'confirm',
    );
    expect(canShowStep('confirm', 2, { addressId: 3, shipping: 'standard', payment: null })).toBe(
      false,
    );
    expect(canShowStep('payment', 2, { addressId: 3, shipping: 'standard', payment: null })).toBe(
      true,
    );
  });
  it('keeps the choices in the URL of each step', () => {
    const choice = { addressId: 3, shipping: 'express', payment: 'cod' as const };
    expect(stepPath('confirm', choice)).toBe(
      '/pages/cart/pay?address=3&shipping=express&payment=cod&step=confirm',
    );
    expect(readChoice(new URLSearchParams('address=3&shipping=express&payment=cod'))).toEqual(
      choice,
    );
    expect(readChoice(new URLSearchParams('address=x&payment=card'))).toEqual(none);
  });
});
