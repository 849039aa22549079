import { z } from '@hono/zod-openapi';
import { AppError } from '../../../shared/errors';
import {
  listNotificationsQuerySchema,
  markReadSchema,
  notificationSchema,
  notificationStatsSchema,
  sendNotificationSchema,
  updateNotificationSchema,
} from '../../../shared/schemas/notifications';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import {
  deleteNotification,
  listNotifications,
  markRead,
  notificationStats,
  purgeExpired,
  sendNotification,
  updateNotification,
} from './notification-operations';

const tag = 'Notifications';
const example = {
  id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  title: 'Proyecto aprobado',
  message: 'Tu proyecto «Tienda online Lucía» ha sido aprobado.',
  type: 'success',
  category: 'project',
  is_read: false,
  is_urgent: false,
  action_url: '/proyectos/detalle/3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
  metadata: {
    sender_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    project_id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
    i18n: {
      title: 'projects:notify.approvedTitle',
      message: 'projects:notify.approvedMessage',
      params: { project: 'Tienda online Lucía' },
    },
  },
  created_at: '2026-11-21T10:00:00.000Z',
  expires_at: null,
};
const countResponse = z.object({ count: z.number().int() });

const list = defineRoute({
  method: 'get',
  path: '/',
  tag,
  summary: "The caller's notifications, newest first (filters, limit/offset, own-sent excluded)",
  query: listNotificationsQuerySchema,
  response: z.object({
    notifications: z.array(notificationSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
  responseExample: { notifications: [example], total: 1, limit: 50, offset: 0 },
});
const stats = defineRoute({
  method: 'get',
  path: '/stats',
  tag,
  summary: 'Total, unread, urgent, by type and by category',
  response: notificationStatsSchema,
  responseExample: {
    total: 12,
    unread: 3,
    urgent: 1,
    by_type: { info: 8, success: 4 },
    by_category: { project: 12 },
  },
});
const mark = defineRoute({
  method: 'post',
  path: '/mark-read',
  tag,
  summary: 'Mark as read by ids, or all unread ones',
  body: markReadSchema,
  bodyExample: { all: true },
  response: countResponse,
  responseExample: { count: 3 },
});
const update = defineRoute({
  method: 'patch',
  path: '/{id}',
  tag,
  summary: 'Update one notification (read, urgent)',
  params: z.object({ id: z.uuid() }),
  body: updateNotificationSchema,
  bodyExample: { is_read: true },
  response: z.object({ notification: notificationSchema }),
  responseExample: { notification: { ...example, is_read: true } },
});
const remove = defineRoute({
  method: 'delete',
  path: '/{id}',
  tag,
  summary: 'Delete one notification',
  params: z.object({ id: z.uuid() }),
});
const send = defineRoute({
  method: 'post',
  path: '/send',
  tag,
  summary: 'Admin: send a notification to one user or to everyone',
  body: sendNotificationSchema,
  bodyExample: {
    all: true,
    title: 'Mantenimiento el sábado',
    message: 'El portal no estará disponible de 9:00 a 10:00.',
    type: 'warning',
    category: 'system',
  },
  response: countResponse,
  responseExample: { count: 14 },
  status: 201,
});
const purge = defineRoute({
  method: 'post',
  path: '/purge-expired',
  tag,
  summary: 'Admin: delete notifications past their expires_at',
  response: countResponse,
  responseExample: { count: 5 },
});

export const notificationsRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await listNotifications(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(stats, async (c) => c.json(await notificationStats(c.var.deps.db, requireCaller(c)), 200))
  .openapi(mark, async (c) =>
    c.json({ count: await markRead(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 200),
  )
  .openapi(send, async (c) =>
    c.json({ count: await sendNotification(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(purge, async (c) => {
    if (requireCaller(c).role !== 'admin')
      throw new AppError('PERMISSION', { message: 'notifications:errors.onlyAdmins' });
    return c.json({ count: await purgeExpired(c.var.deps.db) }, 200);
  })
  .openapi(update, async (c) =>
    c.json(
      {
        notification: await updateNotification(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => {
    await deleteNotification(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
