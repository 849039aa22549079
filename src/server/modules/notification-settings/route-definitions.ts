import { createRoute, z } from '@hono/zod-openapi';
import {
  notificationSettingsSchema,
  updateNotificationSettingsSchema,
} from '../../../shared/schemas/notification-settings';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi-common';

const defaults = {
  email_notifications: true,
  push_notifications: true,
  project_updates: true,
  ticket_updates: true,
  payment_updates: true,
  security_alerts: true,
  system_notifications: true,
  daily_summary: false,
  weekly_report: false,
};
const response = z.object({ settings: notificationSettingsSchema }).openapi('NotificationSettingsResponse');

export const getRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Notification settings'],
  summary: "The caller's notification settings (created with the defaults when absent)",
  responses: { 200: jsonContent(response, 'Settings', { settings: defaults }), ...errorResponses },
});

export const patchRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Notification settings'],
  summary: 'Change some notification settings',
  request: { body: jsonBody(updateNotificationSettingsSchema, { weekly_report: true }) },
  responses: {
    200: jsonContent(response, 'Settings', { settings: { ...defaults, weekly_report: true } }),
    ...errorResponses,
  },
});
