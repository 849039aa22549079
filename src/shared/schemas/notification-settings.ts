import { z } from 'zod';
import { expectedVersionSchema, recordVersionSchema } from './record-version';

/** docs/product.md#records-and-fields notification_settings with its defaults: the switches. */
const switchesSchema = z.object({
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
/** The switches and the version the row has (docs/decisions/0038). */
export const notificationSettingsSchema = switchesSchema.extend({ version: recordVersionSchema });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationSwitches = z.infer<typeof switchesSchema>;
export const updateNotificationSettingsSchema = switchesSchema
  .partial()
  .extend({ version: expectedVersionSchema });
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsSchema>;
export const notificationSettingKeys = switchesSchema.keyof().options;
