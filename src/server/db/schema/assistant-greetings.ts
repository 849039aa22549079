import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** docs/product.md#lifecycles: the greeting the model wrote for a user, kept 10 hours (drizzle/0024_assistant-memory.sql). */
export const assistantGreetings = pgTable('assistant_greetings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  text: text('text').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});
