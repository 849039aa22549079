import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { getMe } from './get-me';
import * as r from './route-definitions';
import { updateMe } from './update-me';

export const meRoutes = createRouter()
  .openapi(r.getMeRoute, async (c) => {
    const user = await getMe(c.var.deps.db, requireCaller(c));
    return c.json({ user }, 200);
  })
  .openapi(r.updateMeRoute, async (c) => {
    const user = await updateMe(c.var.deps.db, requireCaller(c), c.req.valid('json'));
    return c.json({ user }, 200);
  });
