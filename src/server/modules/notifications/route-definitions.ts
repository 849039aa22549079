import { z } from '@hono/zod-openapi';
import { paths } from '../../../shared/paths';
import {
  listNotificationsQuerySchema,
  markReadSchema,
  notificationSchema,
  notificationStatsSchema,
  sendNotificationSchema,
  updateNotificationSchema,
} from '../../../shared/schemas/notifications';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Notifications');
const projectId = '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c';
const example = {
  id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  title: 'Proyecto aprobado',
  message: 'Tu proyecto «Tienda online Lucía» ha sido aprobado.',
  type: 'success',
  category: 'project',
  is_read: false,
  is_urgent: false,
  action_url: paths.app.projectDetail.getHref(projectId),
  metadata: {
    sender_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    project_id: projectId,
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

export const listRoute = route.get(
  '/',
  "The caller's notifications, newest first (filters, limit/offset, own-sent excluded)",
  {
    query: listNotificationsQuerySchema,
    response: z.object({
      notifications: z.array(notificationSchema),
      total: z.number().int(),
      limit: z.number().int(),
      offset: z.number().int(),
    }),
    responseExample: { notifications: [example], total: 1, limit: 50, offset: 0 },
  },
);
export const statsRoute = route.get('/stats', 'Total, unread, urgent, by type and by category', {
  response: notificationStatsSchema,
  responseExample: {
    total: 12,
    unread: 3,
    urgent: 1,
    by_type: { info: 8, success: 4 },
    by_category: { project: 12 },
  },
});
export const markReadRoute = route.post('/mark-read', 'Mark as read by ids, or all unread ones', {
  body: markReadSchema,
  bodyExample: { all: true },
  response: countResponse,
  responseExample: { count: 3 },
});
export const updateRoute = route.patch('/{id}', 'Update one notification (read, urgent)', {
  body: updateNotificationSchema,
  bodyExample: { is_read: true },
  response: withKey('notification', notificationSchema),
  responseExample: { notification: { ...example, is_read: true } },
});
export const deleteRoute = route.delete('/{id}', 'Delete one notification');
export const sendRoute = route.post('/send', 'Admin: send a notification to one user or to everyone', {
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
export const purgeRoute = route.post('/purge-expired', 'Admin: delete notifications past their expires_at', {
  response: countResponse,
  responseExample: { count: 5 },
});
