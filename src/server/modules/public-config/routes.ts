import { handlePublic } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getPublicConfig } from './get-public-config';
import * as r from './route-definitions';

export const publicConfigRoutes = createRouter().openapi(
  ...handlePublic(r.getRoute, ({ deps }) => getPublicConfig(deps.config)),
);
