import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { deletePreference } from './delete-preference';
import { importPreferences } from './import-preferences';
import { listPreferences } from './list-preferences';
import { resetPreferences } from './reset-preferences';
import * as r from './route-definitions';
import { upsertPreference } from './upsert-preference';

export const preferencesRoutes = createRouter()
  .openapi(r.listRoute, async (c) => {
    const items = await listPreferences(
      c.var.deps.db,
      requireCaller(c),
      c.req.valid('query').preference_type,
    );
    return c.json({ items }, 200);
  })
  .openapi(r.putRoute, async (c) => {
    const item = await upsertPreference(c.var.deps.db, requireCaller(c), c.req.valid('json'));
    return c.json({ item }, 200);
  })
  .openapi(r.importRoute, async (c) => {
    const items = await importPreferences(c.var.deps.db, requireCaller(c), c.req.valid('json'));
    return c.json({ items }, 200);
  })
  .openapi(r.removeRoute, async (c) => {
    const { type, key } = c.req.valid('param');
    await deletePreference(c.var.deps.db, requireCaller(c), type, key);
    return c.body(null, 204);
  })
  .openapi(r.resetRoute, async (c) => {
    await resetPreferences(c.var.deps.db, requireCaller(c));
    return c.body(null, 204);
  });
