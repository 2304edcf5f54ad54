import { z } from 'zod';
import { line, text } from './text';
import { addressSchema, paymentMethodSchema } from './checkout';
import { pageQuerySchema } from './pagination';
import { idSchema, jsonParam, optionalParam, uploadedPathSchema } from './params';

/** Orders, comments, refunds, tracking and the buyer dashboard (contract sections 2, 3, 5). */

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DELIVERY_STATUSES = [
  'pending',
  'to_ship',
  'shipped',
  'in_transit',
  'delivered',
  'received',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'to_ship',
  'shipped',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const BUYER_ACTIONS = ['pay', 'cancel', 'complete', 'comment', 'refund'] as const;
export type BuyerAction = (typeof BUYER_ACTIONS)[number];
export const REFUND_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const REFUND_SETTLEMENTS = ['escrow', 'merchant', 'offline'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const orderItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number().describe('USD per unit, as sold'),
  num: z.number().int(),
  commented: z.boolean(),
  refund_state: z.enum(REFUND_STATES).nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The delivery address as it was when the order was placed. */
export const orderAddressSchema = addressSchema.extend({
  address_id: z.number().int().nullable().describe('the address-book entry it was copied from'),
});

/** Order (contract section 2). Money in USD; times ISO 8601 UTC or null. */
export const orderSchema = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  created_at: z.string(),
  grand_total: z.number(),
  subtotal: z.number(),
  shipping_cost: z.number(),
  actual_payment: z.number().describe('what was paid (0 until paid)'),
  payment_method: paymentMethodSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
  log_sn: z.string(),
  arrival_method: z.string().describe('the delivery type'),
  pay_time: z.string().nullable(),
  deliver_time: z.string().nullable().describe('shipped at'),
  success_time: z.string().nullable().describe('receipt confirmed at'),
  delivery_time: z.string().nullable().describe('delivered at'),
  expires_at: z
    .string()
    .nullable()
    .describe('an unpaid order is cancelled automatically at this time'),
  remark: z.string(),
  cancel_remark: z.string(),
  address: orderAddressSchema,
  first_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  items: z.array(orderItemSchema),
  actions: z.array(z.enum(BUYER_ACTIONS)).describe('the buyer actions allowed now'),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({
  list: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const submitOrderResultSchema = z.object({ orders: z.array(orderSchema) });
export type SubmitOrderResult = z.infer<typeof submitOrderResultSchema>;

/**
 * The status tabs of order lists: an order_status, where `to_ship` also lists paid orders
 * (both wait for shipping) and `shipped` also lists orders in transit.
 */
export const ORDER_TABS = ORDER_STATUSES;
export const orderListQuerySchema = pageQuerySchema.extend({
  status: optionalParam(z.enum(ORDER_TABS, { error: `one of ${ORDER_TABS.join(', ')}` })).describe(
    'a status tab; all orders without',
  ),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderIdQuerySchema = z.object({ order_id: idSchema });
export const orderIdBodySchema = z.object({ order_id: idSchema });

export const payBodySchema = z.object({
  order_id: idSchema,
  payment_method: optionalParam(paymentMethodSchema).describe(
    'default: the method chosen at checkout',
  ),
});

const remark = (max: number) =>
  optionalParam(
    text()
      .trim()
      .max(max, { error: `at most ${max} characters` }),
  );

export const cancelBodySchema = z.object({ order_id: idSchema, cancel_remark: remark(140) });

/** POST /seller/order/reject and /admin/order/cancel: an order not shipped yet, refused with a reason. */
export const rejectOrderBodySchema = z.object({
  order_id: idSchema,
  reason: line().trim().min(1).max(140, { error: 'at most 140 characters' }),
});

/** The most images a comment or a refund request may carry. */
export const MAX_IMAGES = 9;
const imagesParam = optionalParam(
  jsonParam(z.array(uploadedPathSchema).max(MAX_IMAGES, { error: `at most ${MAX_IMAGES} images` })),
);

export const commentBodySchema = z.object({
  order_id: idSchema,
  product_id: idSchema,
  star: optionalParam(
    z.coerce
      .number({ error: 'not a number' })
      .int()
      .min(1, { error: '1 to 5' })
      .max(5, { error: '1 to 5' }),
  ).transform((value) => value ?? 5),
  content: optionalParam(text().trim().max(140, { error: 'at most 140 characters' })).transform(
    (value) => value ?? '',
  ),
  images: imagesParam.describe('JSON list of paths from /upload (your own)'),
});
export type CommentInput = z.input<typeof commentBodySchema>;

export const refundBodySchema = z.object({
  order_id: idSchema,
  item_id: optionalParam(idSchema).describe('one line of the order; the whole order without'),
  reason: text().trim().min(1).max(140, { error: 'at most 140 characters' }),
  images: imagesParam.describe('JSON list of paths from /upload (your own)'),
});
export type RefundInput = z.input<typeof refundBodySchema>;

export const refundIdBodySchema = z.object({ id: idSchema });

export const refundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  increment_id: z.string(),
  item_id: z.number().int().nullable(),
  state: z.enum(REFUND_STATES),
  amount: z.number().describe('USD'),
  price: z.number().describe('USD, the same as amount'),
  reason: z.string(),
  images: z.array(z.string()),
  product: z
    .object({ id: z.number().int(), name: z.string(), image: z.string() })
    .nullable()
    .describe('the line refunded; the first line for a whole order'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  settlement: z
    .enum(REFUND_SETTLEMENTS)
    .nullable()
    .describe(
      'where an approved refund came from: escrow (before completion), the shop’s merchant balance, or offline (cash on ' +
        'delivery the shop could not cover: the seller returns the cash and the buyer confirms it; no wallet is credited)',
    ),
  offline_confirmed_at: z
    .string()
    .nullable()
    .describe('when the buyer confirmed the cash of an offline refund'),
});
export type Refund = z.infer<typeof refundSchema>;

export const REFUND_SIDES = ['sent', 'received'] as const;
export const refundListQuerySchema = pageQuerySchema.extend({
  side: optionalParam(z.enum(REFUND_SIDES, { error: 'must be sent or received' })).describe(
    'sent (default) or received (a seller’s shop)',
  ),
});
export const refundPageSchema = z.object({
  list: z.array(refundSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type RefundPage = z.infer<typeof refundPageSchema>;

export const trackSchema = z.object({
  log_sn: z.string(),
  events: z
    .array(z.object({ status: z.string(), time: z.string(), note: z.string() }))
    .describe('oldest first'),
});
export type Track = z.infer<typeof trackSchema>;

/** GET /customer/info/dashboard (sales fields only for sellers). */
export const dashboardSchema = z.object({
  cart_count: z.number().int().describe('units in the cart'),
  wishlist_count: z.number().int(),
  order_count: z.number().int().describe('orders placed, not cancelled'),
  ordered_count: z.number().int().describe('units in those orders'),
  default_address: addressSchema.nullable(),
  sales_amount: z
    .number()
    .optional()
    .describe('sellers: USD of the shop’s paid or accepted orders, all time'),
  month_sales: z.number().optional().describe('sellers: the same for this calendar month (UTC)'),
  last_month_sales: z.number().optional().describe('sellers: the same for last month'),
  total_sales: z.number().int().optional().describe('sellers: units sold in those orders'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
