import { createRouter } from '../../lib/router';
import { getPublicConfig } from './get-public-config';
import * as r from './route-definitions';

export const publicConfigRoutes = createRouter().openapi(r.getRoute, (c) =>
  c.json(getPublicConfig(c.var.deps.config), 200),
);
