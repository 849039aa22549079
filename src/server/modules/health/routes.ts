import { createRouter } from '../../lib/router';
import { checkHealth } from './check-health';
import * as r from './route-definitions';

export const healthRoutes = createRouter().openapi(r.getRoute, async (c) => {
  const { db, config } = c.var.deps;
  const health = await checkHealth(db, config.requestDeadlineSeconds * 1000);
  return health.database ? c.json(health, 200) : c.json(health, 503);
});
