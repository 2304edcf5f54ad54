import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@mall/contract/checkout';
import {
  DELIVERY_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_SETTLEMENTS,
  REFUND_STATES,
} from '@mall/contract/orders';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, updatedAt } from './columns';
import { products } from './catalog';
import { shops } from './shops';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    selected: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_qty_check', sql`${t.qty} >= 1`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull(),
    telephone: text().notNull(),
    street1: text().notNull(),
    street2: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull(),
    country: text().notNull(),
    zip: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The address as it was when the order was placed. */
export interface AddressSnapshot {
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    incrementId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    /** Orders placed by one checkout share a group, one order per shop. */
    checkoutGroup: text().notNull(),
    subtotalCents: bigint({ mode: 'number' }).notNull(),
    shippingCents: bigint({ mode: 'number' }).notNull().default(0),
    grandTotalCents: bigint({ mode: 'number' }).notNull(),
    actualPaymentCents: bigint({ mode: 'number' }).notNull().default(0),
    /** The platform's commission on the goods, fixed when the order is completed. */
    commissionCents: bigint({ mode: 'number' }).notNull().default(0),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    deliveryStatus: text({ enum: DELIVERY_STATUSES }).notNull().default('pending'),
    orderStatus: text({ enum: ORDER_STATUSES }).notNull().default('unpaid'),
    logSn: text().notNull().default(''),
    arrivalMethod: text().notNull(),
    payTime: optionalTime(),
    deliverTime: optionalTime(),
    successTime: optionalTime(),
    deliveryTime: optionalTime(),
    remark: text().notNull().default(''),
    cancelRemark: text().notNull().default(''),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    firstName: text().notNull(),
    email: text().notNull(),
    telephone: text().notNull(),
    /** When an unpaid order is cancelled automatically. */
    expiresAt: optionalTime(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_increment_key').on(t.incrementId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_shop_idx').on(t.shopId, t.createdAt),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.orderStatus} = 'unpaid'`),
    check('orders_totals_check', sql`${t.subtotalCents} >= 0 and ${t.grandTotalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    image: text().notNull().default(''),
    priceCents: bigint({ mode: 'number' }).notNull(),
    num: integer().notNull(),
    commented: boolean().notNull().default(false),
    refundState: text({ enum: REFUND_STATES }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_num_check', sql`${t.num} >= 1`),
  ],
);

/** The status history of an order, shown by track. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export type RefundSettlement = (typeof REFUND_SETTLEMENTS)[number];

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    itemId: integer().references(() => orderItems.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    amountCents: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    state: text({ enum: REFUND_STATES }).notNull().default('pending'),
    /**
     * Where an approved refund's money came from: escrow (the order was not completed), the
     * shop's merchant balance, or offline (cash on delivery the shop could not cover: the
     * seller returns the cash and the buyer confirms, no wallet is credited).
     */
    settlement: text({ enum: REFUND_SETTLEMENTS }),
    offlineConfirmedAt: optionalTime(),
    decidedAt: optionalTime(),
    /** The back office's arbitration of a refund the seller refused: who, when, what it said. */
    arbitratedBy: integer().references(() => users.id),
    arbitratedAt: optionalTime(),
    arbitrationMessage: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_shop_idx').on(t.shopId, t.createdAt),
    /** One open request per order item (or per whole order when item_id is null). */
    uniqueIndex('refunds_open_key')
      .on(t.orderId, sql`coalesce(${t.itemId}, 0)`)
      .where(sql`${t.state} in ('pending', 'approved')`),
    check('refunds_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Commission a shop owes on a cash-on-delivery order it completed: the platform never held
 * that money, so the commission is taken from the shop's next credits (never below zero).
 */
export const commissionDues = pgTable(
  'commission_dues',
  {
    id: id(),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    amountCents: bigint({ mode: 'number' }).notNull(),
    settledCents: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_dues_order_key').on(t.orderId),
    index('commission_dues_open_idx')
      .on(t.shopId, t.id)
      .where(sql`${t.settledCents} < ${t.amountCents}`),
    check(
      'commission_dues_amount_check',
      sql`${t.amountCents} > 0 and ${t.settledCents} between 0 and ${t.amountCents}`,
    ),
  ],
);
