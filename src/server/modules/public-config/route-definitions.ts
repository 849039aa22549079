import { createRoute } from '@hono/zod-openapi';
import { APP_VERSION } from '../../../shared/limits';
import { publicConfigSchema } from '../../../shared/schemas/public-config';
import { jsonContent } from '../../lib/openapi-common';

export const getRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Public'],
  summary: 'What the browser may know of the configuration (never a secret)',
  responses: {
    200: jsonContent(publicConfigSchema, 'Public configuration', {
      oauthProviders: ['github'],
      supportEmail: 'soporte@agencia.com',
      version: APP_VERSION,
    }),
  },
});
