import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** docs/product.md#records-and-fields security_logs: sign-ins, failed sign-ins, role changes and other security events. */
export const securityLogs = pgTable(
  'security_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    email: text('email'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_logs_user_id_idx').on(t.userId),
    index('security_logs_timestamp_idx').on(t.timestamp),
  ],
);
