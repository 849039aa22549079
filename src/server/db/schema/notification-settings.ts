import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** docs/product.md#records-and-fields notification_settings, one row per user, with the spec's defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  projectUpdates: boolean('project_updates').notNull().default(true),
  ticketUpdates: boolean('ticket_updates').notNull().default(true),
  paymentUpdates: boolean('payment_updates').notNull().default(true),
  securityAlerts: boolean('security_alerts').notNull().default(true),
  systemNotifications: boolean('system_notifications').notNull().default(true),
  dailySummary: boolean('daily_summary').notNull().default(false),
  weeklyReport: boolean('weekly_report').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Optimistic-concurrency version, bumped by the database when a switch changes (0031). */
  version: integer('version').notNull().default(1),
});
