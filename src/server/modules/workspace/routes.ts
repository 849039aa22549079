import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { getWorkspace } from './get-workspace';
import * as r from './route-definitions';

export const workspaceRoutes = createRouter().openapi(r.getRoute, async (c) =>
  c.json(await getWorkspace(c.var.deps.db, requireCaller(c)), 200),
);
