import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { completeOauth } from './complete-oauth';
import { connectToken } from './connect-token';
import { disconnect } from './disconnect';
import { getConnection } from './get-connection';
import { getDashboard } from './get-dashboard';
import * as r from './route-definitions';
import { startOauth } from './start-oauth';

export const githubRoutes = createRouter()
  .openapi(...handle(r.connectionRoute, 'connection', ({ db, caller }) => getConnection(db, caller)))
  .openapi(
    ...handle(r.connectRoute, 'connection', ({ db, caller, deps, json }) =>
      connectToken(db, caller, deps.github, json),
    ),
  )
  .openapi(...handle(r.disconnectRoute, ({ db, caller }) => disconnect(db, caller)))
  .openapi(
    ...handle(r.dashboardRoute, 'dashboard', ({ db, caller, deps, query }) =>
      getDashboard(db, caller, deps.github, { refresh: query.refresh !== undefined }),
    ),
  )
  .openapi(
    ...handle(r.userDashboardRoute, 'dashboard', ({ db, caller, deps, param }) =>
      getDashboard(db, caller, deps.github, { userId: param.userId }),
    ),
  )
  .openapi(...handle(r.oauthStartRoute, 'authorization', ({ deps, caller }) => startOauth(deps, caller)))
  .openapi(
    ...handle(r.oauthCallbackRoute, 'connection', ({ deps, caller, json }) =>
      completeOauth(deps, caller, json),
    ),
  );
