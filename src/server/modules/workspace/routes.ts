import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getWorkspace } from './get-workspace';
import * as r from './route-definitions';

export const workspaceRoutes = createRouter().openapi(
  ...handle(r.getRoute, ({ db, caller }) => getWorkspace(db, caller)),
);
