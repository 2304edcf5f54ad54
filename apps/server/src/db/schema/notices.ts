import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { NoticeParams } from '@mall/contract/notice-texts';
import { createdAt, id, optionalTime } from './columns';
import { users } from './users';

/** Notice kinds of the spec: what the notice is about. */
export const NOTICE_TYPES = {
  merchant: 100,
  product: 200,
  stockIn: 300,
  withdrawal: 400,
  topUp: 500,
} as const;

export const notices = pgTable(
  'notices',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In English; the template and its parameters give every other language. */
    title: text().notNull(),
    content: text().notNull().default(''),
    /** A template of @mall/contract/notice-texts; null for a text without one. */
    template: text(),
    params: jsonb().$type<NoticeParams>().notNull().default({}),
    type: smallint().notNull(),
    /** -1 failed, 0 under review, 1 success. */
    status: smallint().notNull().default(0),
    /** The application, record or product the notice is about. */
    refId: integer(),
    isread: boolean().notNull().default(false),
    readAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.createdAt),
    index('notices_ref_idx').on(t.type, t.refId),
    check('notices_type_check', sql`${t.type} in (100, 200, 300, 400, 500)`),
    check('notices_status_check', sql`${t.status} in (-1, 0, 1)`),
  ],
);
