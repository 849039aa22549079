import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { asCaller } from '../../db/client';
import { userPresence } from '../../db/schema/user-presence';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';

/** Seen within this long (two heartbeats) and not signed off: online. */
const ONLINE_WINDOW_SECONDS = 60;

const list = defineRoute({
  method: 'get',
  path: '/',
  tag: 'Presence',
  summary: 'Who is online among the users the caller may see (clients: themselves and the agency staff)',
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
});

export const presenceRoutes = createRouter().openapi(list, async (c) => {
  const rows = await asCaller(c.var.deps.db, requireCaller(c), (tx) =>
    tx
      .select({
        userId: userPresence.userId,
        online: sql<boolean>`${userPresence.status} = 'online' AND ${userPresence.lastSeen} > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})`,
        lastSeen: userPresence.lastSeen,
      })
      .from(userPresence)
      .limit(1000),
  );
  return c.json(
    {
      presence: rows.map((r) => ({
        user_id: r.userId,
        status: r.online ? ('online' as const) : ('offline' as const),
        last_seen: r.lastSeen.toISOString(),
      })),
    },
    200,
  );
});
