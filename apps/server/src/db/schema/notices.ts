import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { NoticeParams } from '@mall/contract/notice-texts';
import { NOTICE_STATUSES, NOTICE_TYPES } from '@mall/contract/notices';
import { createdAt, id, optionalTime } from './columns';
import { users } from './users';

const TYPE_LIST = sql.raw(NOTICE_TYPES.join(', '));
const STATUS_LIST = sql.raw(NOTICE_STATUSES.join(', '));

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
    check('notices_type_check', sql`${t.type} in (${TYPE_LIST})`),
    check('notices_status_check', sql`${t.status} in (${STATUS_LIST})`),
  ],
);
