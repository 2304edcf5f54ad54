import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime } from './columns';
import { shops } from './shops';
import { users } from './users';

/** A customer-service conversation: with the platform (shopId null) or with a shop. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer().references(() => shops.id),
    lastMessageAt: createdAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId),
    index('chat_conversations_shop_idx').on(t.shopId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id),
    body: text().notNull().default(''),
    image: text().notNull().default(''),
    readAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
