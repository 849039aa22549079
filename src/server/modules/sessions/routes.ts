import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { listSessions } from './list-sessions';
import { revokeOtherSessions } from './revoke-other-sessions';
import { revokeSession } from './revoke-session';
import * as r from './route-definitions';

export const sessionsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json({ sessions: await listSessions(c.var.deps.db, requireCaller(c), c.get('sessionId')) }, 200),
  )
  .openapi(r.revokeOthersRoute, async (c) =>
    c.json(await revokeOtherSessions(c.var.deps.db, requireCaller(c), c.get('sessionId')), 200),
  )
  .openapi(r.revokeRoute, async (c) => {
    await revokeSession(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
