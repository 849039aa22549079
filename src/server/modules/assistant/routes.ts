import { requireCaller } from '../../lib/caller';
import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createConversation } from './create-conversation';
import { decideAction } from './decide-action';
import { deleteConversation } from './delete-conversation';
import { getGreeting } from './get-greeting';
import { getKeyPool } from './get-key-pool';
import { getStatus } from './get-status';
import { listConversations } from './list-conversations';
import { listMessages } from './list-messages';
import { renameConversation } from './rename-conversation';
import * as r from './route-definitions';
import { sendMessage } from './send-message';

/** Sending streams its answer, so its handler is written out (decision 0016). */
export const assistantRoutes = createRouter()
  .openapi(...handle(r.statusRoute, ({ deps, c }) => getStatus(deps.assistant, c.var.t)))
  .openapi(...handle(r.keyPoolRoute, ({ db, deps, caller }) => getKeyPool(db, caller, deps.assistant)))
  .openapi(
    ...handle(r.greetingRoute, 'greeting', ({ deps, caller, c }) =>
      getGreeting(deps, caller, { lang: c.var.lang, t: c.var.t, log: c.var.log }),
    ),
  )
  .openapi(...handle(r.listRoute, ({ db, caller }) => listConversations(db, caller)))
  .openapi(
    ...handle(r.createConversationRoute, 'conversation', ({ db, caller, json, c }) =>
      createConversation(db, caller, json, c.var.t),
    ),
  )
  .openapi(
    ...handle(r.renameRoute, 'conversation', ({ db, caller, param, json }) =>
      renameConversation(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteConversation(db, caller, param.id)))
  .openapi(...handle(r.messagesRoute, ({ db, caller, param }) => listMessages(db, caller, param.id)))
  .openapi(
    ...handle(r.decideActionRoute, ({ deps, caller, param, json, c }) =>
      decideAction(deps, caller, param.id, json, { t: c.var.t, log: c.var.log }),
    ),
  )
  .openapi(r.sendRoute, async (c) => {
    const response = await sendMessage(
      c.var.deps,
      requireCaller(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      { t: c.var.t, log: c.var.log, lang: c.var.lang },
    );
    return response as never;
  });
