import { handle } from '../../lib/handle';
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
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listNotifications(db, caller, query)))
  .openapi(...handle(r.statsRoute, ({ db, caller }) => getNotificationStats(db, caller)))
  .openapi(
    ...handle(r.markReadRoute, 'count', ({ db, caller, json }) => markNotificationsRead(db, caller, json)),
  )
  .openapi(...handle(r.sendRoute, 'count', ({ db, caller, json }) => sendNotification(db, caller, json)))
  .openapi(...handle(r.purgeRoute, 'count', ({ db, caller }) => purgeExpiredNotifications(db, caller)))
  .openapi(
    ...handle(r.updateRoute, 'notification', ({ db, caller, param, json }) =>
      updateNotification(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteNotification(db, caller, param.id)));
