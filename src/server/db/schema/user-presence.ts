import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { editorDocuments } from './editor-documents';
import { users } from './users';

/** docs/product.md#records-and-fields user_presence: upserted on connect and heartbeat; `document_id` the shared document the user is in. */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['online', 'offline'] })
    .notNull()
    .default('online'),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  documentId: uuid('document_id').references(() => editorDocuments.id, { onDelete: 'set null' }),
});

/**
 * Which server instances hold a user's realtime sockets (drizzle/0035): a row per instance with at
 * least one, refreshed on every heartbeat; the server's own table.
 */
export const presenceSockets = pgTable(
  'presence_sockets',
  {
    instanceId: uuid('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instanceId] })],
);
