import { handle, handlePublic } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { decideSignoff } from './decide-signoff';
import { listSignoffs } from './list-signoffs';
import * as r from './route-definitions';
import { submitSignoff } from './submit-signoff';
import { verifySignoff } from './verify-signoff';
import { withdrawSignoff } from './withdraw-signoff';

export const signoffsRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, param }) => listSignoffs(db, caller, param.id)))
  .openapi(
    ...handle(r.submitRoute, ({ db, caller, param, json }) => submitSignoff(db, caller, param.id, json)),
  )
  .openapi(
    ...handle(r.decideRoute, ({ deps, caller, param, json, c }) =>
      decideSignoff(deps, caller, c.var.sessionId, param.id, json),
    ),
  )
  .openapi(...handle(r.withdrawRoute, ({ db, caller, param }) => withdrawSignoff(db, caller, param.id)))
  .openapi(...handlePublic(r.verifyRoute, ({ db, param }) => verifySignoff(db, param.digest)));
