import { createRouter } from '../../lib/router';
import { checkHealth } from './check-health';
import * as r from './route-definitions';

export const healthRoutes = createRouter().openapi(r.getRoute, async (c) => {
  const health = await checkHealth(c.var.deps.db);
  return health.database ? c.json(health, 200) : c.json(health, 503);
});
