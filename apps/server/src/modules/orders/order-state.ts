import type { PaymentMethod } from '@mall/contract/checkout';
import { ErrorCode, type ErrorCodeValue } from '@mall/contract/errors';
import type {
  BuyerAction,
  DeliveryStatus,
  OrderStatus,
  PaymentStatus,
  RefundState,
} from '@mall/contract/orders';

/**
 * The order state machine (contract section 5), pure: what an action does to an order in a
 * given state, which money and stock effects go with it, and which buyer actions the state
 * allows. The services lock the order row, ask `decide`, then write what it answers.
 *
 *   unpaid --pay wallet--> paid --ship--> shipped --advance--> in_transit --advance--> delivered --complete--> completed
 *   unpaid --pay cod-----> to_ship --ship--> shipped ...  (paid when delivered)
 *   unpaid --pay bank----> unpaid, payment pending --confirm--> paid  (rejected: unpaid again)
 *   unpaid | paid | to_ship --cancel, expire or reject--> cancelled (stock returned, a payment returned to the wallet)
 *   to_ship (cod) --not shipped in time--> cancelled (expired)
 */

export interface OrderFacts {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  paymentMethod: PaymentMethod;
}

export type OrderAction =
  | { type: 'pay'; method: PaymentMethod }
  | { type: 'confirm_payment'; approve: boolean }
  | { type: 'cancel' }
  | { type: 'expire' }
  /** The seller or an admin refuses an order not yet shipped: stock and any payment return. */
  | { type: 'reject' }
  /** A cash-on-delivery order the shop did not ship in time: cancelled, its stock returned. */
  | { type: 'expire_unshipped' }
  | { type: 'ship' }
  | { type: 'advance'; to: 'in_transit' | 'delivered' }
  | { type: 'complete' };

export type TimeStamp = 'payTime' | 'deliverTime' | 'deliveryTime' | 'successTime';

export interface OrderEffects {
  /** Take the grand total from the buyer's wallet balance (2000022 when short). */
  debitWallet: boolean;
  /** Return what was paid to the buyer's wallet balance. */
  refundWallet: boolean;
  /** A bank payment confirmed: the money enters escrow. */
  receiveBankPayment: boolean;
  /** Return the reserved units to stock (stock + n, sales - n). */
  returnStock: boolean;
  /** Credit the shop owner's merchant balance with the order's share. */
  creditMerchant: boolean;
  /** The payment is now complete: actual_payment becomes the grand total. */
  settlePayment: boolean;
  /**
   * clear: no automatic cancellation any more; restart: a new unpaid period starts;
   * ship_by: a cash-on-delivery order must be shipped within cod_ship_days.
   */
  expiry: 'keep' | 'clear' | 'restart' | 'ship_by';
}

export interface Transition {
  next: OrderFacts;
  stamps: TimeStamp[];
  effects: OrderEffects;
  /** The status history entry (track). */
  event: string;
}

export type Decision = { ok: true; transition: Transition } | { ok: false; code: ErrorCodeValue };

const NO_EFFECTS: OrderEffects = {
  debitWallet: false,
  refundWallet: false,
  receiveBankPayment: false,
  returnStock: false,
  creditMerchant: false,
  settlePayment: false,
  expiry: 'keep',
};

/** Orders a buyer may still cancel: nothing has left the warehouse. */
export const CANCELLABLE: readonly OrderStatus[] = ['unpaid', 'paid', 'to_ship'];
/** Orders a seller may ship: paid, or accepted for payment on delivery. */
export const SHIPPABLE: readonly OrderStatus[] = ['paid', 'to_ship'];
const ON_THE_WAY: readonly OrderStatus[] = ['shipped', 'in_transit', 'delivered'];

function allow(
  facts: OrderFacts,
  next: Partial<OrderFacts>,
  event: string,
  effects: Partial<OrderEffects> = {},
  stamps: TimeStamp[] = [],
): Decision {
  return {
    ok: true,
    transition: {
      next: { ...facts, ...next },
      stamps,
      effects: { ...NO_EFFECTS, ...effects },
      event,
    },
  };
}

const refuse = (code: ErrorCodeValue): Decision => ({ ok: false, code });

function pay(facts: OrderFacts, method: PaymentMethod): Decision {
  if (facts.orderStatus !== 'unpaid' || facts.paymentStatus !== 'unpaid')
    return refuse(ErrorCode.OrderPaymentFailed);
  switch (method) {
    case 'wallet':
      return allow(
        facts,
        {
          orderStatus: 'paid',
          paymentStatus: 'paid',
          deliveryStatus: 'to_ship',
          paymentMethod: 'wallet',
        },
        'paid',
        { debitWallet: true, settlePayment: true, expiry: 'clear' },
        ['payTime'],
      );
    case 'bank':
      return allow(
        facts,
        { paymentStatus: 'pending', paymentMethod: 'bank' },
        'payment_submitted',
        { expiry: 'clear' },
      );
    case 'cod':
      return allow(
        facts,
        { orderStatus: 'to_ship', deliveryStatus: 'to_ship', paymentMethod: 'cod' },
        'to_ship',
        { expiry: 'ship_by' },
      );
  }
}

function cancel(facts: OrderFacts, event: 'cancelled' | 'expired' | 'rejected'): Decision {
  if (!CANCELLABLE.includes(facts.orderStatus)) {
    return refuse(
      ON_THE_WAY.includes(facts.orderStatus) ? ErrorCode.AlreadyShipped : ErrorCode.CancelFailed,
    );
  }
  const paid = facts.paymentStatus === 'paid';
  return allow(
    facts,
    {
      orderStatus: 'cancelled',
      paymentStatus: paid ? 'refunded' : 'unpaid',
      deliveryStatus: 'pending',
    },
    event,
    { returnStock: true, refundWallet: paid, expiry: 'clear' },
  );
}

function advance(facts: OrderFacts, to: 'in_transit' | 'delivered'): Decision {
  if (to === 'in_transit') {
    if (facts.orderStatus !== 'shipped') return refuse(ErrorCode.ShippingSwitchFailed);
    return allow(facts, { orderStatus: 'in_transit', deliveryStatus: 'in_transit' }, 'in_transit');
  }
  if (facts.orderStatus !== 'shipped' && facts.orderStatus !== 'in_transit')
    return refuse(ErrorCode.ShippingSwitchFailed);
  const cashOnDelivery = facts.paymentStatus === 'unpaid';
  return allow(
    facts,
    {
      orderStatus: 'delivered',
      deliveryStatus: 'delivered',
      ...(cashOnDelivery ? { paymentStatus: 'paid' as const } : {}),
    },
    'delivered',
    { settlePayment: cashOnDelivery },
    cashOnDelivery ? ['deliveryTime', 'payTime'] : ['deliveryTime'],
  );
}

export function decide(facts: OrderFacts, action: OrderAction): Decision {
  switch (action.type) {
    case 'pay':
      return pay(facts, action.method);
    case 'confirm_payment':
      if (facts.orderStatus !== 'unpaid' || facts.paymentStatus !== 'pending')
        return refuse(ErrorCode.DataOperationFailed);
      return action.approve
        ? allow(
            facts,
            { orderStatus: 'paid', paymentStatus: 'paid', deliveryStatus: 'to_ship' },
            'paid',
            { settlePayment: true, receiveBankPayment: true },
            ['payTime'],
          )
        : allow(facts, { paymentStatus: 'unpaid' }, 'payment_rejected', { expiry: 'restart' });
    case 'cancel':
      return cancel(facts, 'cancelled');
    case 'expire':
      if (facts.orderStatus !== 'unpaid' || facts.paymentStatus !== 'unpaid')
        return refuse(ErrorCode.CancelFailed);
      return cancel(facts, 'expired');
    case 'reject':
      return cancel(facts, 'rejected');
    case 'expire_unshipped':
      if (
        facts.orderStatus !== 'to_ship' ||
        facts.paymentMethod !== 'cod' ||
        facts.paymentStatus !== 'unpaid'
      )
        return refuse(ErrorCode.CancelFailed);
      return cancel(facts, 'expired');
    case 'ship':
      if (!SHIPPABLE.includes(facts.orderStatus)) return refuse(ErrorCode.ShippingSwitchFailed);
      return allow(
        facts,
        { orderStatus: 'shipped', deliveryStatus: 'shipped' },
        'shipped',
        { expiry: 'clear' },
        ['deliverTime'],
      );
    case 'advance':
      return advance(facts, action.to);
    case 'complete':
      if (facts.orderStatus !== 'delivered') return refuse(ErrorCode.ReceiveFailed);
      return allow(
        facts,
        { orderStatus: 'completed', deliveryStatus: 'received' },
        'completed',
        { creditMerchant: true },
        ['successTime'],
      );
  }
}

export interface ItemFacts {
  commented: boolean;
  refundState: RefundState | null;
}

export interface RefundWindow {
  now: Date;
  successTime: Date | null;
  windowDays: number;
}

/**
 * Whether the order can get after-sales service (a refund request) now: paid, delivered or
 * completed within the refund window counted from the confirmation of receipt, and not refunded.
 */
export function canRequestRefund(facts: OrderFacts, window: RefundWindow): boolean {
  if (facts.paymentStatus !== 'paid') return false;
  if (facts.orderStatus === 'delivered') return true;
  if (facts.orderStatus !== 'completed' || !window.successTime) return false;
  return window.now.getTime() <= window.successTime.getTime() + window.windowDays * 86_400_000;
}

/** A line that may still be refunded: no open or approved request on it. */
export function itemRefundable(item: ItemFacts): boolean {
  return (
    item.refundState === null || item.refundState === 'rejected' || item.refundState === 'cancelled'
  );
}

/** The buyer actions the order allows now (Order.actions). */
export function buyerActions(
  facts: OrderFacts,
  items: readonly ItemFacts[],
  window: RefundWindow,
): BuyerAction[] {
  const actions: BuyerAction[] = [];
  if (facts.orderStatus === 'unpaid' && facts.paymentStatus === 'unpaid') actions.push('pay');
  if (CANCELLABLE.includes(facts.orderStatus)) actions.push('cancel');
  if (facts.orderStatus === 'delivered') actions.push('complete');
  if (facts.orderStatus === 'completed' && items.some((item) => !item.commented))
    actions.push('comment');
  if (canRequestRefund(facts, window) && items.some(itemRefundable)) actions.push('refund');
  return actions;
}
