import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { Lang } from '@mall/contract/locales';

/** Shared column builders: ids, timestamps and the localised text columns of the contract. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const optionalTime = () => timestamp({ withTimezone: true });

const localText = () => text().notNull().default('');
type LocalText = ReturnType<typeof localText>;

/** `name_en`, `name_zh`, ... one column per interface language, English the fallback. */
export function localized<P extends string>(prefix: P): Record<`${P}_${Lang}`, LocalText> {
  return {
    [`${prefix}_en`]: localText(),
    [`${prefix}_zh`]: localText(),
    [`${prefix}_zhtw`]: localText(),
    [`${prefix}_es`]: localText(),
    [`${prefix}_jp`]: localText(),
    [`${prefix}_th`]: localText(),
    [`${prefix}_ko`]: localText(),
  } as Record<`${P}_${Lang}`, LocalText>;
}
