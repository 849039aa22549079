import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { listPresence } from './list-presence';
import * as r from './route-definitions';

export const presenceRoutes = createRouter().openapi(r.listRoute, async (c) =>
  c.json({ presence: await listPresence(c.var.deps.db, requireCaller(c)) }, 200),
);
