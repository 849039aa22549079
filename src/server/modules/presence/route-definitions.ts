import { z } from '@hono/zod-openapi';
import { routesTagged } from '../../lib/openapi-common';

const route = routesTagged('Presence');

export const listRoute = route.get(
  '/',
  'Who is online among the users the caller may see (clients: themselves and the agency staff)',
  {
    response: z.object({
      presence: z.array(
        z.object({ user_id: z.uuid(), status: z.enum(['online', 'offline']), last_seen: z.string() }),
      ),
    }),
    responseExample: {
      presence: [
        {
          user_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          status: 'online',
          last_seen: '2026-11-21T10:00:00.000Z',
        },
      ],
    },
  },
);
