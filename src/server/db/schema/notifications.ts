import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notificationTypes = ['info', 'success', 'warning', 'error', 'critical'] as const;
export const notificationCategories = ['project', 'ticket', 'payment', 'user', 'security', 'system'] as const;

/** docs/product.md#records-and-fields notifications. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: notificationTypes }).notNull().default('info'),
    category: text('category', { enum: notificationCategories }).notNull().default('system'),
    isRead: boolean('is_read').notNull().default(false),
    isUrgent: boolean('is_urgent').notNull().default(false),
    actionUrl: text('action_url'),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** E-mail copy: pending until the mail job sends it (sent) or the recipient's settings skip it. */
    emailStatus: text('email_status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
    // Waiting e-mail copies by person: the digest job reads them one person at a time (0036).
    index('notifications_email_pending_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailStatus} = 'pending'`),
  ],
);
