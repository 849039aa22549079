import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent } from '../../lib/openapi-common';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() });

export const getRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Public'],
  summary: 'Liveness and database reachability, for load balancers',
  responses: {
    200: jsonContent(healthSchema, 'Healthy', { status: 'ok', database: true }),
    503: jsonContent(healthSchema, 'Database unreachable', { status: 'degraded', database: false }),
  },
});
