import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@mall/contract/orders';
import {
  buyerActions,
  canRequestRefund,
  decide,
  type OrderAction,
  type OrderFacts,
} from './order-state';

const unpaid: OrderFacts = {
  orderStatus: 'unpaid',
  paymentStatus: 'unpaid',
  deliveryStatus: 'pending',
  paymentMethod: 'wallet',
};
const paid: OrderFacts = {
  orderStatus: 'paid',
  paymentStatus: 'paid',
  deliveryStatus: 'to_ship',
  paymentMethod: 'wallet',
};
const cod: OrderFacts = {
  orderStatus: 'to_ship',
  paymentStatus: 'unpaid',
  deliveryStatus: 'to_ship',
  paymentMethod: 'cod',
};
const at = (status: OrderFacts['orderStatus'], base: OrderFacts = paid): OrderFacts => ({
  ...base,
  orderStatus: status,
});

function next(facts: OrderFacts, action: OrderAction) {
  const decision = decide(facts, action);
  if (!decision.ok) throw new Error(`refused with ${decision.code}`);
  return decision.transition;
}
const codeOf = (facts: OrderFacts, action: OrderAction) => {
  const decision = decide(facts, action);
  return decision.ok ? 200 : decision.code;
};
const window = { now: new Date('2026-01-10T00:00:00Z'), successTime: null, windowDays: 7 };

describe('pay', () => {
  it('wallet: paid at once, the wallet debited, no more expiry', () => {
    const t = next(unpaid, { type: 'pay', method: 'wallet' });
    expect(t.next).toEqual(paid);
    expect(t.effects).toMatchObject({
      debitWallet: true,
      settlePayment: true,
      expiry: 'clear',
      returnStock: false,
    });
    expect(t.stamps).toEqual(['payTime']);
  });

  it('bank: submitted for review, still unpaid, no money moved', () => {
    const t = next(unpaid, { type: 'pay', method: 'bank' });
    expect(t.next).toMatchObject({
      orderStatus: 'unpaid',
      paymentStatus: 'pending',
      paymentMethod: 'bank',
    });
    expect(t.effects).toMatchObject({ debitWallet: false, settlePayment: false, expiry: 'clear' });
  });

  it('cod: to be shipped, paid on delivery', () => {
    const t = next(unpaid, { type: 'pay', method: 'cod' });
    expect(t.next).toEqual(cod);
    const delivered = next(
      next(next(cod, { type: 'ship' }).next, { type: 'advance', to: 'in_transit' }).next,
      { type: 'advance', to: 'delivered' },
    );
    expect(delivered.next).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
    expect(delivered.effects.settlePayment).toBe(true);
    expect(delivered.stamps).toEqual(['deliveryTime', 'payTime']);
  });

  it('is refused once paid, pending, cancelled or further (1500019)', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'unpaid'))
      expect(codeOf(at(status), { type: 'pay', method: 'wallet' })).toBe(1500019);
    expect(codeOf({ ...unpaid, paymentStatus: 'pending' }, { type: 'pay', method: 'wallet' })).toBe(
      1500019,
    );
  });
});

describe('confirm_payment', () => {
  const pending: OrderFacts = { ...unpaid, paymentStatus: 'pending', paymentMethod: 'bank' };
  it('approval pays, rejection restarts the unpaid period', () => {
    expect(next(pending, { type: 'confirm_payment', approve: true }).next).toMatchObject({
      orderStatus: 'paid',
      paymentStatus: 'paid',
    });
    const rejected = next(pending, { type: 'confirm_payment', approve: false });
    expect(rejected.next).toMatchObject({ orderStatus: 'unpaid', paymentStatus: 'unpaid' });
    expect(rejected.effects.expiry).toBe('restart');
  });
  it('needs a pending payment', () => {
    expect(codeOf(unpaid, { type: 'confirm_payment', approve: true })).toBe(2000018);
    expect(codeOf(at('cancelled', pending), { type: 'confirm_payment', approve: true })).toBe(
      2000018,
    );
  });
});

describe('cancel', () => {
  it('returns stock, and the money of a paid order', () => {
    expect(next(unpaid, { type: 'cancel' }).effects).toMatchObject({
      returnStock: true,
      refundWallet: false,
    });
    const t = next(paid, { type: 'cancel' });
    expect(t.next).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(t.effects).toMatchObject({ returnStock: true, refundWallet: true });
    expect(next(cod, { type: 'cancel' }).effects.refundWallet).toBe(false);
  });
  it('a pending bank payment is dropped', () => {
    expect(
      next({ ...unpaid, paymentStatus: 'pending' }, { type: 'cancel' }).next.paymentStatus,
    ).toBe('unpaid');
  });
  it('2000033 once shipped, 2000032 when completed or cancelled', () => {
    for (const status of ['shipped', 'in_transit', 'delivered'] as const)
      expect(codeOf(at(status), { type: 'cancel' })).toBe(2000033);
    expect(codeOf(at('completed'), { type: 'cancel' })).toBe(2000032);
    expect(codeOf(at('cancelled'), { type: 'cancel' })).toBe(2000032);
  });
  it('expiry only touches unpaid orders without a payment under review', () => {
    expect(next(unpaid, { type: 'expire' }).event).toBe('expired');
    expect(decide(paid, { type: 'expire' }).ok).toBe(false);
    expect(decide({ ...unpaid, paymentStatus: 'pending' }, { type: 'expire' }).ok).toBe(false);
  });
});

describe('shipping and receipt', () => {
  it('ships paid or accepted orders only (2000005)', () => {
    expect(next(paid, { type: 'ship' }).stamps).toEqual(['deliverTime']);
    expect(next(cod, { type: 'ship' }).next.orderStatus).toBe('shipped');
    for (const status of ['unpaid', 'shipped', 'cancelled', 'completed'] as const)
      expect(codeOf(at(status), { type: 'ship' })).toBe(2000005);
  });
  it('advances in order', () => {
    expect(codeOf(paid, { type: 'advance', to: 'in_transit' })).toBe(2000005);
    expect(codeOf(at('in_transit'), { type: 'advance', to: 'in_transit' })).toBe(2000005);
    expect(next(at('shipped'), { type: 'advance', to: 'delivered' }).effects.settlePayment).toBe(
      false,
    );
  });
  it('completes a delivered order and credits the merchant (else 2000006)', () => {
    const t = next(at('delivered'), { type: 'complete' });
    expect(t.next).toMatchObject({ orderStatus: 'completed', deliveryStatus: 'received' });
    expect(t.effects.creditMerchant).toBe(true);
    expect(codeOf(at('shipped'), { type: 'complete' })).toBe(2000006);
    expect(codeOf(at('completed'), { type: 'complete' })).toBe(2000006);
  });
});

describe('buyer actions', () => {
  const item = { commented: false, refundState: null };
  it('follow the state', () => {
    expect(buyerActions(unpaid, [item], window)).toEqual(['pay', 'cancel']);
    expect(buyerActions({ ...unpaid, paymentStatus: 'pending' }, [item], window)).toEqual([
      'cancel',
    ]);
    expect(buyerActions(paid, [item], window)).toEqual(['cancel']);
    expect(buyerActions(at('shipped'), [item], window)).toEqual([]);
    expect(buyerActions(at('delivered'), [item], window)).toEqual(['complete', 'refund']);
    expect(buyerActions(at('cancelled'), [item], window)).toEqual([]);
  });
  it('comment once per item, refund within the window after receipt', () => {
    const completed = at('completed');
    const inWindow = { ...window, successTime: new Date('2026-01-05T00:00:00Z') };
    expect(buyerActions(completed, [item], inWindow)).toEqual(['comment', 'refund']);
    expect(
      buyerActions(completed, [{ commented: true, refundState: 'approved' }], inWindow),
    ).toEqual([]);
    const late = { ...window, successTime: new Date('2026-01-02T23:59:00Z') };
    expect(canRequestRefund(completed, late)).toBe(false);
    expect(canRequestRefund({ ...completed, paymentStatus: 'refunded' }, inWindow)).toBe(false);
  });
});
