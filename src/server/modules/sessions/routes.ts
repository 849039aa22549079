import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { listSessions } from './list-sessions';
import { revokeOtherSessions } from './revoke-other-sessions';
import { revokeSession } from './revoke-session';
import * as r from './route-definitions';

export const sessionsRoutes = createRouter()
  .openapi(
    ...handle(r.listRoute, 'sessions', ({ db, caller, c }) => listSessions(db, caller, c.get('sessionId'))),
  )
  .openapi(
    ...handle(r.revokeOthersRoute, ({ db, caller, c }) =>
      revokeOtherSessions(db, caller, c.get('sessionId')),
    ),
  )
  .openapi(...handle(r.revokeRoute, ({ db, caller, param }) => revokeSession(db, caller, param.id)));
