import { z } from 'zod';
import { sortFields } from './admin-sort';
import { LEDGER_ACCOUNT_KINDS } from './ledger';
import {
  DELIVERY_STATUSES,
  ORDER_TABS,
  orderSchema,
  PAYMENT_STATUSES,
  REFUND_SETTLEMENTS,
  REFUND_STATES,
} from './orders';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, optionalParam } from './params';
import { SHOP_STATUSES } from './shops';
import { line } from './text';

/** The back office's orders and refund arbitration (decision 0029). */

const day = z.iso.date({ error: 'a date, YYYY-MM-DD' });

export const ADMIN_ORDER_SORTS = ['created_at', 'grand_total'] as const;

/** GET /admin/order/index */
export const adminOrderQuerySchema = pageQuerySchema.extend({
  q: optionalParam(line().trim().max(40, { error: 'at most 40 characters' })).describe(
    'part of the order number (increment_id)',
  ),
  buyer: optionalParam(line().trim().max(254, { error: 'at most 254 characters' })).describe(
    'the buyer: a user id (digits), or part of their account email',
  ),
  shop_id: optionalParam(idSchema).describe('only the orders of this shop'),
  status: optionalParam(z.enum(ORDER_TABS, { error: `one of ${ORDER_TABS.join(', ')}` })).describe(
    'a status tab (to_ship also lists paid orders, shipped also in_transit)',
  ),
  payment_status: optionalParam(
    z.enum(PAYMENT_STATUSES, { error: `one of ${PAYMENT_STATUSES.join(', ')}` }),
  ).describe('pending: bank payments to confirm'),
  delivery_status: optionalParam(
    z.enum(DELIVERY_STATUSES, { error: `one of ${DELIVERY_STATUSES.join(', ')}` }),
  ),
  from: optionalParam(day).describe('placed on or after this day (UTC)'),
  to: optionalParam(day).describe('placed on or before this day (UTC)'),
  ...sortFields(ADMIN_ORDER_SORTS, 'created_at'),
});
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

const buyerSchema = z.object({ id: z.number().int(), email: z.string(), firstname: z.string() });

/** An Order with the account that placed it. */
export const adminOrderSchema = orderSchema.extend({
  buyer: buyerSchema.describe('the account that placed the order'),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = z.object({
  list: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminOrderDetailQuerySchema = z.object({ order_id: idSchema });

const accountSchema = z
  .object({
    user_id: z.number().int().nullable().describe('null: a platform account'),
    account: z.enum(LEDGER_ACCOUNT_KINDS),
  })
  .nullable();

/** One ledger transfer: an amount from one account to another (contract 6.1). */
export const ledgerMovementSchema = z.object({
  id: z.number().int(),
  from: accountSchema.describe('null: money entering'),
  to: accountSchema.describe('null: money leaving'),
  amount: z.number().describe('USD'),
  kind: z.string(),
  ref_type: z.string().describe('order or refund'),
  ref_id: z.number().int(),
  created_at: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

/** The arbitration of a refund the seller refused. */
export const arbitrationSchema = z.object({
  by: z.object({ id: z.number().int(), email: z.string() }),
  at: z.string(),
  message: z.string(),
  approved: z.boolean().describe('true: the refusal was overturned and the refund paid'),
});

/** A refund as the back office sees it. */
export const adminRefundSchema = z.object({
  id: z.number().int(),
  state: z.enum(REFUND_STATES),
  amount: z.number().describe('USD'),
  reason: z.string(),
  images: z.array(z.string()),
  item_id: z.number().int().nullable().describe('the line refunded; the whole order when null'),
  product: z
    .object({ id: z.number().int(), name: z.string(), image: z.string() })
    .nullable()
    .describe('the line refunded; the first line for a whole order'),
  order: z.object({
    id: z.number().int(),
    increment_id: z.string(),
    grand_total: z.number(),
    order_status: orderSchema.shape.order_status,
    payment_method: orderSchema.shape.payment_method,
  }),
  buyer: buyerSchema,
  shop: z.object({ id: z.number().int(), name: z.string(), status: z.enum(SHOP_STATUSES) }),
  created_at: z.string(),
  decided_at: z
    .string()
    .nullable()
    .describe('when the seller decided (for a refused refund: the refusal)'),
  settlement: z.enum(REFUND_SETTLEMENTS).nullable(),
  arbitration: arbitrationSchema.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET /admin/order/detail */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(SHOP_STATUSES),
    owner: z.object({ id: z.number().int(), email: z.string() }),
  }),
  commission: z.number().describe('USD, fixed when the order is completed'),
  events: z
    .array(z.object({ status: z.string(), note: z.string(), time: z.string() }))
    .describe('the status history, oldest first'),
  refunds: z.array(adminRefundSchema),
  movements: z
    .array(ledgerMovementSchema)
    .describe('the ledger transfers of the order and of its refunds, oldest first'),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const REFUND_BOARD_STATES = ['arbitration', 'arbitrated', 'all'] as const;
export type RefundBoardState = (typeof REFUND_BOARD_STATES)[number];

/** GET /admin/refund/index */
export const adminRefundQuerySchema = pageQuerySchema.extend({
  state: optionalParam(
    z.enum(REFUND_BOARD_STATES, { error: `one of ${REFUND_BOARD_STATES.join(', ')}` }),
  )
    .transform((value) => value ?? 'arbitration')
    .describe(
      'arbitration (default): refused by the seller, not arbitrated yet, oldest first; arbitrated: newest arbitration ' +
        'first; all: every refund, newest first',
    ),
});
export type AdminRefundQuery = z.output<typeof adminRefundQuerySchema>;

export const adminRefundPageSchema = z.object({
  list: z.array(adminRefundSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type AdminRefundPage = z.infer<typeof adminRefundPageSchema>;

/** POST /admin/refund/arbitrate */
export const arbitrateBodySchema = z.object({
  refund_id: idSchema,
  approve: flagSchema.describe(
    '1: overturn the seller’s refusal, the refund is paid; 0: uphold it',
  ),
  message: optionalParam(line().trim().max(500, { error: 'at most 500 characters' })).describe(
    'shown to the buyer and the seller in the order’s history',
  ),
});
