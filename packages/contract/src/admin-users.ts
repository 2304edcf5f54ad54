import { z } from 'zod';
import { USER_ACCOUNTS } from './ledger';
import { pageQuerySchema } from './pagination';
import { flagSchema, idSchema, optionalParam } from './params';
import { line } from './text';

/**
 * The back office's users (decision 0030): search, a user's detail for support (profile,
 * balances, shop, orders, wallet ledger, sessions), disable and enable. Permission `users`.
 */

export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What the list filters on: `deleted` accounts show only without a filter. */
export const USER_STATUS_FILTERS = ['active', 'disabled'] as const;
export const USER_SORTS = ['created_at', 'id', 'email', 'last_login_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const USER_SEARCH_MAX = 100;

/** GET /admin/user/index (contract 6.7). */
export const userListQuerySchema = pageQuerySchema.extend({
  q: optionalParam(
    line()
      .trim()
      .max(USER_SEARCH_MAX, { error: `at most ${USER_SEARCH_MAX} characters` }),
  ).describe(
    'part of the email, first name or last name, any case (`%` and `_` are plain characters); digits alone also match the id',
  ),
  status: optionalParam(
    z.enum(USER_STATUS_FILTERS, { error: `one of ${USER_STATUS_FILTERS.join(', ')}` }),
  ),
  sort: optionalParam(z.enum(USER_SORTS, { error: `one of ${USER_SORTS.join(', ')}` })).describe(
    'created_at (default), id, email or last_login_at',
  ),
  order: optionalParam(z.enum(SORT_ORDERS, { error: 'asc or desc' })).describe('desc (default)'),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string().describe('approved or suspended'),
});

export const userRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.string()),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  balance: z.number().describe('USD the user may spend'),
  shop: userShopSchema.nullable().describe('the shop the user owns, if any'),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userPageSchema = z.object({
  list: z.array(userRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /admin/user/disable (contract 6.7). */
export const userDisableBodySchema = z.object({
  user_id: idSchema,
  disabled: flagSchema.describe('1 disable (every session ends at once), 0 enable'),
});
export type UserDisableInput = z.input<typeof userDisableBodySchema>;

/**
 * Why a disable or a staff change was refused (1000008 `{field, reason}`): `self` (your own
 * account), `owner` (an owner's or staff member's account needs an owner), `last_owner` (the
 * last active owner stays), `deleted` (a deleted account), `password` (the account exists).
 */
export const REFUSAL_REASONS = ['self', 'owner', 'last_owner', 'deleted', 'password'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** GET /admin/user/detail, /admin/user/sessions. */
export const userIdQuerySchema = z.object({ user_id: idSchema });

/** GET /admin/user/orders. */
export const userOrdersQuerySchema = pageQuerySchema.extend({ user_id: idSchema });

/** GET /admin/user/ledger. */
export const userLedgerQuerySchema = pageQuerySchema.extend({
  user_id: idSchema,
  account: optionalParam(
    z.enum(USER_ACCOUNTS, { error: `one of ${USER_ACCOUNTS.join(', ')}` }),
  ).describe('balance, frozen or merchant; every account without'),
});
export type UserLedgerQuery = z.output<typeof userLedgerQuerySchema>;

export const userDetailSchema = z.object({
  user: userRowSchema.extend({
    phone: z.string(),
    avatar: z.string(),
    invite_code: z.string(),
    invited_by: z.number().int().nullable(),
    updated_at: z.string(),
  }),
  balances: z
    .object({ balance: z.number(), frozen: z.number(), merchant: z.number() })
    .describe('USD: spendable, withdrawals under review, the shop’s earnings'),
  shop: userShopSchema.extend({ created_at: z.string() }).nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** One side of a ledger transfer on one of the user's accounts. */
export const userLedgerEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  account: z.enum(USER_ACCOUNTS),
  kind: z.string().describe('what moved it: top_up, payment, refund, withdrawal, ...'),
  amount: z.number().describe('USD, negative when money left the account'),
  balance_after: z.number().describe('USD on the account after this entry'),
  reference: z.string().describe('`<type>:<id>` of what it pays for, e.g. `order:12`'),
});
export type UserLedgerEntry = z.infer<typeof userLedgerEntrySchema>;

export const userLedgerPageSchema = z.object({
  list: z.array(userLedgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type UserLedgerPage = z.infer<typeof userLedgerPageSchema>;

/** A login of the user; the token (and its hash) is never shown. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable().describe('when it was logged out or ended by the back office'),
  live: z.boolean().describe('not ended and not expired'),
  ip: z.string(),
  user_agent: z.string(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const USER_SESSIONS_SHOWN = 100;

export const userSessionListSchema = z.object({
  list: z.array(userSessionSchema).describe(`the latest ${USER_SESSIONS_SHOWN}, newest first`),
});
export type UserSessionList = z.infer<typeof userSessionListSchema>;
