import { z } from 'zod';

export const notificationTypeSchema = z.enum(['info', 'success', 'warning', 'error', 'critical']);
export const notificationCategorySchema = z.enum([
  'project',
  'ticket',
  'payment',
  'user',
  'security',
  'system',
]);

const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** docs/product.md#api-conventions notifications list: filters, limit and offset (default 50). */
export const listNotificationsQuerySchema = z.object({
  type: notificationTypeSchema.optional(),
  category: notificationCategorySchema.optional(),
  is_read: boolQuery.optional(),
  is_urgent: boolQuery.optional(),
  exclude_own: boolQuery.default(true),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const notificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  category: notificationCategorySchema,
  is_read: z.boolean(),
  is_urgent: z.boolean(),
  action_url: z.string().nullable(),
  metadata: z.object({
    sender_id: z.string().optional(),
    project_id: z.string().optional(),
    i18n: z
      .object({
        title: z.string(),
        message: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])),
      })
      .optional(),
  }),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const actionUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)/, 'notifications:validation.actionUrl');

export const sendNotificationSchema = z
  .object({
    user_id: z.uuid().optional(),
    all: z.boolean().optional(),
    title: z.string().trim().min(1, 'notifications:validation.titleRequired').max(200),
    message: z.string().trim().min(1, 'notifications:validation.messageRequired').max(2000),
    type: notificationTypeSchema.default('info'),
    category: notificationCategorySchema.default('system'),
    is_urgent: z.boolean().default(false),
    action_url: actionUrl.nullable().optional(),
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((v) => Boolean(v.user_id) !== Boolean(v.all), {
    path: ['user_id'],
    message: 'notifications:validation.recipient',
  });

export const markReadSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(500).optional(), all: z.boolean().optional() })
  .refine((v) => Boolean(v.ids) !== Boolean(v.all), {
    path: ['ids'],
    message: 'notifications:validation.markRead',
  });

export const updateNotificationSchema = z
  .object({
    is_read: z.boolean().optional(),
    is_urgent: z.boolean().optional(),
  })
  .refine((v) => v.is_read !== undefined || v.is_urgent !== undefined, {
    path: ['is_read'],
    message: 'notifications:validation.updateEmpty',
  });

export const notificationStatsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  urgent: z.number().int(),
  by_type: z.record(z.string(), z.number().int()),
  by_category: z.record(z.string(), z.number().int()),
});
