import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Sessions');
const sessionSchema = z.object({
  id: z.uuid(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
const example = {
  id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  user_agent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
  ip_address: '203.0.113.10',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  expires_at: '2026-11-27T09:00:00.000Z',
  current: true,
};

export const listRoute = route.get('/', "The caller's active sessions (no tokens), current first", {
  response: withKey('sessions', z.array(sessionSchema)),
  responseExample: { sessions: [example] },
});
export const revokeRoute = route.delete('/{id}', 'End one of the caller’s sessions');
export const revokeOthersRoute = route.post('/revoke-others', 'End every session but this one', {
  response: z.object({ count: z.number().int() }),
  responseExample: { count: 2 },
});
