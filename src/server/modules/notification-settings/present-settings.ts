import type { notificationSettings } from '../../db/schema/notification-settings';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings';

export function presentSettings(row: typeof notificationSettings.$inferSelect): NotificationSettings {
  return {
    email_notifications: row.emailNotifications,
    push_notifications: row.pushNotifications,
    project_updates: row.projectUpdates,
    ticket_updates: row.ticketUpdates,
    payment_updates: row.paymentUpdates,
    security_alerts: row.securityAlerts,
    system_notifications: row.systemNotifications,
    daily_summary: row.dailySummary,
    weekly_report: row.weeklyReport,
    version: row.version,
  };
}
