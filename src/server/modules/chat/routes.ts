import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { deleteMessage } from './delete-message';
import { editMessage } from './edit-message';
import { getUnread } from './get-unread';
import { listMessages } from './list-messages';
import { markRead } from './mark-read';
import * as r from './route-definitions';
import { sendMessage } from './send-message';

export const chatRoutes = createRouter()
  .openapi(
    ...handle(r.listRoute, ({ db, caller, param, query }) => listMessages(db, caller, param.id, query)),
  )
  .openapi(
    ...handle(r.sendRoute, 'message', ({ db, caller, param, json }) =>
      sendMessage(db, caller, param.id, json),
    ),
  )
  .openapi(
    ...handle(r.editRoute, 'message', ({ db, caller, param, json }) =>
      editMessage(db, caller, param.messageId, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteMessage(db, caller, param.messageId)))
  .openapi(...handle(r.readRoute, ({ db, caller, param, json }) => markRead(db, caller, param.id, json.seq)))
  .openapi(...handle(r.unreadRoute, ({ db, caller }) => getUnread(db, caller)));
