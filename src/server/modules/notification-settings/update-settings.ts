import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notificationSettings } from '../../db/schema/notification-settings';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings';
import { presentSettings } from './present-settings';

export async function updateSettings(db: Database, caller: Caller, input: Partial<NotificationSettings>) {
  const values = {
    ...(input.email_notifications !== undefined && { emailNotifications: input.email_notifications }),
    ...(input.push_notifications !== undefined && { pushNotifications: input.push_notifications }),
    ...(input.project_updates !== undefined && { projectUpdates: input.project_updates }),
    ...(input.ticket_updates !== undefined && { ticketUpdates: input.ticket_updates }),
    ...(input.payment_updates !== undefined && { paymentUpdates: input.payment_updates }),
    ...(input.security_alerts !== undefined && { securityAlerts: input.security_alerts }),
    ...(input.system_notifications !== undefined && { systemNotifications: input.system_notifications }),
    ...(input.daily_summary !== undefined && { dailySummary: input.daily_summary }),
    ...(input.weekly_report !== undefined && { weeklyReport: input.weekly_report }),
  };
  const [row] = await asCaller(db, caller, (tx) =>
    tx
      .insert(notificationSettings)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning(),
  );
  return presentSettings(row!);
}
