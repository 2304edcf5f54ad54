import { z } from 'zod';
import { flagSchema, idSchema, optionalParam } from './params';

/** Cart calls (contract section 3): add, index, updateinfo, select. Money in USD. */

/** The most units of one product a cart line may hold (the stock caps it first). */
export const MAX_CART_QTY = 9_999;

/** A quantity: a whole number from 1 (the stepper's minimum, step 1). */
export const cartQtySchema = z.coerce
  .number({ error: 'not a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'at least 1' })
  .max(MAX_CART_QTY, { error: `at most ${MAX_CART_QTY}` });

/** POST /checkout/cart/add */
export const cartAddBodySchema = z.object({
  product_id: idSchema,
  qty: cartQtySchema.default(1),
  buy_now: optionalParam(flagSchema).describe(
    '1: the cart line holds exactly qty and is the only selected line',
  ),
});
export type CartAddInput = z.input<typeof cartAddBodySchema>;

export const cartCountSchema = z.object({
  items_count: z.number().int().describe('units in the cart (the card count)'),
});
export type CartCount = z.infer<typeof cartCountSchema>;

export const cartShopSchema = z.object({ id: z.number().int(), name: z.string() });

export const cartItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number().describe('USD, the current price'),
  qty: z.number().int(),
  stock: z.number().int().describe('units on hand now; 0 when the product is no longer sold'),
  selected: z.boolean(),
  shop: cartShopSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /checkout/cart/index, and the answer of updateinfo and select. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  items_count: z.number().int().describe('units in the cart'),
  subtotal: z.number().describe('USD: the selected lines of products still sold'),
});
export type Cart = z.infer<typeof cartSchema>;

export const CART_UP_TYPES = ['add_one', 'less_one', 'remove'] as const;
export type CartUpType = (typeof CART_UP_TYPES)[number];

/** POST /checkout/cart/updateinfo: qty sets the quantity; up_type steps it or removes the line. */
export const cartUpdateBodySchema = z
  .object({
    item_id: idSchema,
    qty: optionalParam(cartQtySchema),
    up_type: optionalParam(z.enum(CART_UP_TYPES, { error: 'must be add_one, less_one or remove' })),
  })
  .superRefine((body, ctx) => {
    if (body.qty === undefined && body.up_type === undefined)
      ctx.addIssue({ code: 'custom', path: ['qty'], message: 'qty or up_type' });
  });
export type CartUpdateInput = z.input<typeof cartUpdateBodySchema>;

/** POST /checkout/cart/select: one line (item_id) or all of them (all=1). */
export const cartSelectBodySchema = z
  .object({
    item_id: optionalParam(idSchema),
    all: optionalParam(flagSchema),
    checked: flagSchema,
  })
  .superRefine((body, ctx) => {
    if (body.item_id === undefined && body.all !== true)
      ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'item_id or all=1' });
  });
export type CartSelectInput = z.input<typeof cartSelectBodySchema>;
