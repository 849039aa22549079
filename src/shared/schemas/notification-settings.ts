import { z } from 'zod';

/** SPEC §3 notification_settings with its defaults. */
export const notificationSettingsSchema = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  project_updates: z.boolean(),
  ticket_updates: z.boolean(),
  payment_updates: z.boolean(),
  security_alerts: z.boolean(),
  system_notifications: z.boolean(),
  daily_summary: z.boolean(),
  weekly_report: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const updateNotificationSettingsSchema = notificationSettingsSchema.partial();
export const notificationSettingKeys = notificationSettingsSchema.keyof().options;
