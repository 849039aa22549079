import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notificationSettings } from '../../db/schema/notification-settings';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings';

type Row = typeof notificationSettings.$inferSelect;

export function presentSettings(row: Row): NotificationSettings {
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
  };
}

/** SPEC §7: select single; if absent, create the defaults. */
export async function getOrCreateSettings(db: Database, caller: Caller) {
  const row = await asCaller(db, caller, async (tx) => {
    await tx.insert(notificationSettings).values({ userId: caller.id }).onConflictDoNothing();
    const [found] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, caller.id));
    return found!;
  });
  return presentSettings(row);
}
