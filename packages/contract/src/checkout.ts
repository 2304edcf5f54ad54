import { z } from 'zod';
import { line, text } from './text';
import { cartItemSchema } from './cart';
import { flagSchema, idSchema, optionalParam } from './params';
import {
  PERSON_NAME_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  REMARK_MAX,
  STREET_MAX,
  ZIP_MAX,
  ZIP_PATTERN,
} from './rules';

/** Address book and checkout calls (contract section 3). Money in USD. */

const requiredLine = (max: number) =>
  line()
    .trim()
    .min(1)
    .max(max, { error: `at most ${max} characters` });
const optionalLine = (max: number) =>
  optionalParam(
    line()
      .trim()
      .max(max, { error: `at most ${max} characters` }),
  );

/** Address (contract section 2). */
export const addressSchema = z.object({
  address_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /checkout/onepage/addressadd: a new address, or an edit with address_id. */
export const addressBodySchema = z.object({
  address_id: optionalParam(idSchema).describe('edit this address (one of the caller’s)'),
  first_name: requiredLine(PERSON_NAME_MAX),
  last_name: optionalLine(PERSON_NAME_MAX),
  email: line()
    .trim()
    .max(254, { error: 'at most 254 characters' })
    .pipe(z.email({ error: 'not an email address' })),
  telephone: line()
    .trim()
    .min(1)
    .max(PHONE_MAX, { error: `at most ${PHONE_MAX} characters` })
    .regex(PHONE_PATTERN, { error: 'digits, spaces, ( ) - and a leading + only' }),
  street1: requiredLine(STREET_MAX),
  street2: optionalLine(STREET_MAX),
  city: requiredLine(100),
  state: requiredLine(100),
  country: requiredLine(100),
  zip: line()
    .trim()
    .min(1)
    .max(ZIP_MAX, { error: `at most ${ZIP_MAX} characters` })
    .regex(ZIP_PATTERN, { error: 'letters, digits, spaces and dashes only' }),
  is_default: optionalParam(flagSchema),
});
export type AddressInput = z.input<typeof addressBodySchema>;

export const addressListSchema = z.object({ addressList: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const addressIdBodySchema = z.object({ address_id: idSchema });
export const defaultAddressBodySchema = z.object({
  address_id: optionalParam(idSchema).describe('makes this address the default'),
});

export const PAYMENT_METHODS = ['wallet', 'bank', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'must be wallet, bank or cod',
});

export const shippingOptionSchema = z.object({
  method: z.string(),
  label: z.string(),
  cost: z.number().describe('USD, charged once per order (per shop)'),
  shipping_total: z.number().describe('USD: cost × the number of shops of the selected lines'),
  grand_total: z
    .number()
    .describe('USD: subtotal + shipping_total, what placing the orders with this method costs'),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const paymentOptionSchema = z.object({ method: paymentMethodSchema, label: z.string() });
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** GET /checkout/onepage/index */
export const checkoutSchema = z.object({
  items: z.array(cartItemSchema).describe('the selected cart lines'),
  address: addressSchema.nullable().describe('the default address'),
  shippings: z.array(shippingOptionSchema),
  payments: z.array(paymentOptionSchema),
  subtotal: z.number().describe('USD, before shipping'),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /checkout/onepage/submitorder: prices and totals are the server's, never the client's. */
export const submitOrderBodySchema = z.object({
  address_id: optionalParam(idSchema).describe('default: the default address'),
  shipping_method: line().trim().min(1).max(32),
  payment_method: paymentMethodSchema,
  order_remark: optionalParam(
    text()
      .trim()
      .max(REMARK_MAX, { error: `at most ${REMARK_MAX} characters` }),
  ),
});
export type SubmitOrderInput = z.input<typeof submitOrderBodySchema>;
