import { index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Every back-office action: who, what, which record, the record before and after. Written in
 * the transaction of the action; no route changes or removes a row, and the database refuses
 * UPDATE and DELETE on it (trigger audit_log_immutable, migration 0013).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    /** `<area>.<verb>`, e.g. `user.disable`, `currency.save`. */
    action: text().notNull(),
    /** `<kind>:<key>`, e.g. `user:42`, `currency:EUR`, `setting:service_url`. */
    record: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_record_idx').on(t.record, t.id),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** The history of a currency's exchange rate: each change, by whom. */
export const currencyRateChanges = pgTable(
  'currency_rate_changes',
  {
    id: id(),
    code: text().notNull(),
    /** Null when the currency was created by the change. */
    rateBefore: numeric({ precision: 18, scale: 6 }),
    rateAfter: numeric({ precision: 18, scale: 6 }).notNull(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('currency_rate_changes_code_idx').on(t.code, t.id)],
);
