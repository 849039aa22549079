import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { jsonContent } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() });

const get = createRoute({
  method: 'get',
  path: '/',
  tags: ['Public'],
  summary: 'Liveness and database reachability, for load balancers',
  responses: {
    200: jsonContent(healthSchema, 'Healthy', { status: 'ok', database: true }),
    503: jsonContent(healthSchema, 'Database unreachable', { status: 'degraded', database: false }),
  },
});

export const healthRoutes = createRouter().openapi(get, async (c) => {
  try {
    await c.var.deps.db.execute(sql`SELECT 1`);
    return c.json({ status: 'ok' as const, database: true }, 200);
  } catch {
    return c.json({ status: 'degraded' as const, database: false }, 503);
  }
});
