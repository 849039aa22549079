import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { deleteNotification } from './delete-notification';
import { getNotificationStats } from './get-notification-stats';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';
import { purgeExpiredNotifications } from './purge-expired-notifications';
import * as r from './route-definitions';
import { sendNotification } from './send-notification';
import { updateNotification } from './update-notification';

export const notificationsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listNotifications(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(r.statsRoute, async (c) =>
    c.json(await getNotificationStats(c.var.deps.db, requireCaller(c)), 200),
  )
  .openapi(r.markReadRoute, async (c) =>
    c.json({ count: await markNotificationsRead(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 200),
  )
  .openapi(r.sendRoute, async (c) =>
    c.json({ count: await sendNotification(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(r.purgeRoute, async (c) =>
    c.json({ count: await purgeExpiredNotifications(c.var.deps.db, requireCaller(c)) }, 200),
  )
  .openapi(r.updateRoute, async (c) =>
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
  .openapi(r.deleteRoute, async (c) => {
    await deleteNotification(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
