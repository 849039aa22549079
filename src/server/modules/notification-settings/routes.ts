import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { getOrCreateSettings } from './get-or-create-settings';
import * as r from './route-definitions';
import { updateSettings } from './update-settings';

export const notificationSettingsRoutes = createRouter()
  .openapi(r.getRoute, async (c) =>
    c.json({ settings: await getOrCreateSettings(c.var.deps.db, requireCaller(c)) }, 200),
  )
  .openapi(r.patchRoute, async (c) =>
    c.json({ settings: await updateSettings(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 200),
  );
