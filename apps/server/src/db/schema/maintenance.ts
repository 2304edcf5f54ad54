import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time data passes run at start-up (e.g. sanitising stored rich text): the version of each
 * pass that has run, so that a start runs a pass only when its version is new.
 */
export const dataPasses = pgTable('data_passes', {
  name: text().primaryKey(),
  version: integer().notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
