import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { exitView } from './exit-view';
import { viewHttpOf } from './internal/view-http';
import { listPortalViews } from './list-portal-views';
import * as r from './route-definitions';
import { startView } from './start-view';

export const viewAsRoutes = createRouter()
  .openapi(
    ...handle(r.startRoute, ({ deps, caller, param, c }) => startView(deps, caller, param.id, viewHttpOf(c))),
  )
  .openapi(
    ...handle(r.exitRoute, ({ deps, caller, c }) =>
      exitView(deps, caller, c.get('sessionId'), viewHttpOf(c)),
    ),
  )
  .openapi(...handle(r.portalViewsRoute, 'views', ({ db, caller }) => listPortalViews(db, caller)));
