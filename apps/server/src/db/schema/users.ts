import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, updatedAt } from './columns';

export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull().default(''),
    phone: text().notNull().default(''),
    avatar: text().notNull().default(''),
    address: text().notNull().default(''),
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: USER_STATUSES }).notNull().default('active'),
    /** This user's own code to invite others; the code used at registration links inviter. */
    inviteCode: text().notNull(),
    invitedBy: integer(),
    bankName: text().notNull().default(''),
    bankAccName: text().notNull().default(''),
    bankAccNo: text().notNull().default(''),
    bankRoutingNo: text().notNull().default(''),
    /** Wallet code (from deposit_wallets) to the user's own crypto address. */
    walletAddress: jsonb().$type<Record<string, string>>().notNull().default({}),
    lastLoginAt: optionalTime(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_invite_code_key').on(t.inviteCode)],
);

/** A login: only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: optionalTime().notNull(),
    revokedAt: optionalTime(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Every login attempt, for rate limiting per account and per address across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    ip: text().notNull(),
    success: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A short-video-platform account bound to a user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerUserId: text().notNull(),
    nickname: text().notNull().default(''),
    avatar: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_key').on(t.provider, t.providerUserId)],
);

/** Every uploaded file, with its owner: a form may only reference its own user's uploads. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    path: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_path_key').on(t.path), index('uploads_user_idx').on(t.userId)],
);
