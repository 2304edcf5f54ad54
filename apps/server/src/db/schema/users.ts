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
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
  ],
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
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * A browser (or app install) that once logged in to the account: it keeps a random token
 * and sends it as the `device-token` header; only its SHA-256 is stored. A known device
 * passes the account's login cool-down (decision 0011).
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_devices_token_hash_key').on(t.tokenHash),
    index('user_devices_user_idx').on(t.userId, t.lastUsedAt),
  ],
);

/**
 * Every login attempt, for rate limiting per account and per address across instances. A
 * row is written (as a failure) before the password is checked and turned into a success
 * after: concurrent attempts are counted before any of them is verified.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    ip: text().notNull(),
    success: boolean().notNull(),
    /** The known device the attempt came from, if any: its failures are counted apart. */
    deviceId: integer().references(() => userDevices.id, { onDelete: 'set null' }),
    /** A login, or a registration (counted per address by the registration limit). */
    kind: text({ enum: ['login', 'register'] })
      .notNull()
      .default('login'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_device_idx').on(t.deviceId, t.createdAt),
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
    /**
     * A private file (an identity document or a payment proof): kept outside the media
     * served at /static and given only to its owner and admins (decision 0011).
     */
    private: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_path_key').on(t.path), index('uploads_user_idx').on(t.userId)],
);
