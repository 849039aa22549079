import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { listStaff } from './list-staff';
import * as r from './route-definitions';

export const staffRoutes = createRouter().openapi(r.listRoute, async (c) =>
  c.json({ members: await listStaff(c.var.deps.db, requireCaller(c)) }, 200),
);
