import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notificationSettings } from '../../db/schema/notification-settings';
import { versionConflict } from '../../lib/record-version';
import type { UpdateNotificationSettingsInput } from '../../../shared/schemas/notification-settings';
import { presentSettings } from './present-settings';

/**
 * Upsert the caller's switches. With `version`, the existing row is changed only while it still
 * has that version (one `INSERT … ON CONFLICT DO UPDATE … WHERE version = $n`), else 409.
 */
export async function updateSettings(db: Database, caller: Caller, input: UpdateNotificationSettingsInput) {
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
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .insert(notificationSettings)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { ...values, updatedAt: sql`now()` },
        ...(input.version !== undefined && { setWhere: eq(notificationSettings.version, input.version) }),
      })
      .returning();
    if (row) return presentSettings(row);
    const [current] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, caller.id));
    throw versionConflict(presentSettings(current!));
  });
}
