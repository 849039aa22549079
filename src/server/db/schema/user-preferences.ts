import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** docs/product.md#records-and-fields user_preferences: one row per (user, type, key), JSON value. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferenceType: text('preference_type').notNull(),
    preferenceKey: text('preference_key').notNull(),
    preferenceValue: jsonb('preference_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_preferences_user_type_key_uq').on(t.userId, t.preferenceType, t.preferenceKey),
    index('user_preferences_user_id_idx').on(t.userId),
  ],
);
