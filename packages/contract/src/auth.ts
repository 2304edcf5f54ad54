import { z } from 'zod';
import { line, text } from './text';
import {
  INVITE_CODE_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
} from './rules';

/** Password length of the contract: 8 to 128 characters (the values live in rules.ts). */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** An email as the server keeps it: trimmed, lower-cased. */
export const emailSchema = line()
  .trim()
  .toLowerCase()
  .max(254, { error: 'at most 254 characters' })
  .pipe(z.email({ error: 'not a valid email address' }));

export const loginSchema = z.object({
  email: emailSchema,
  /** Any length is accepted at login; the account's password decides. */
  password: text().min(1).max(1024, { error: 'at most 1024 characters' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginIndexSchema = loginSchema.extend({
  /** From /customer/login/tiktok: binds the platform account to the user logging in. */
  bind_token: line().trim().max(512).optional(),
});
export type LoginIndexInput = z.input<typeof loginIndexSchema>;

/** `agree` must be 1 (the terms were accepted); forms send it as "1". */
const agreeSchema = z.union([z.literal('1'), z.literal(1), z.literal(true), z.literal('true')], {
  error: 'must be 1 (the terms must be accepted)',
});

export const registerSchema = z
  .object({
    email: emailSchema,
    password: text()
      .min(PASSWORD_MIN_LENGTH, { error: `at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` }),
    confirm_password: text().max(PASSWORD_MAX_LENGTH),
    firstname: line()
      .trim()
      .min(1)
      .max(PERSON_NAME_MAX, { error: `at most ${PERSON_NAME_MAX} characters` }),
    lastname: line()
      .trim()
      .max(PERSON_NAME_MAX, { error: `at most ${PERSON_NAME_MAX} characters` })
      .optional(),
    invite_code: line()
      .trim()
      .max(INVITE_CODE_MAX, { error: `at most ${INVITE_CODE_MAX} characters` })
      .optional(),
    agree: agreeSchema,
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    error: 'does not match the password',
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** The seller application's state; `suspended`: the shop exists and the back office suspended it. */
export const SELLER_STATUSES = ['none', 'pending', 'approved', 'rejected', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** UserInfo (contract section 2). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  avatar: z.string(),
  phone: z.string(),
  seller_url: z.string(),
  is_seller: z.boolean().describe('has a shop, open or suspended (seller_status says which)'),
  seller_status: z.enum(SELLER_STATUSES),
  roles: z.array(z.string()),
  card: z.object({ count: z.number().int() }).describe('items in the cart'),
  product: z.object({ count: z.number().int() }).describe('products in the wishlist'),
  notice: z.object({ count: z.number().int() }).describe('unread notices'),
  message_unread_count: z.number().int().describe('unread chat messages'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** LoginResult (contract section 2). */
export const loginResultSchema = z.object({
  'access-token': z.string(),
  'device-token': z
    .string()
    .describe(
      'This browser as a known device of the account: keep it (it does not expire) and send it as the `device-token` ' +
        "header with later logins; a known device is not held by the account's cool-down after others' failed logins.",
    ),
  user: userInfoSchema,
  seller_url: z.string(),
  card: z.object({ count: z.number().int() }),
  message_unread_count: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
