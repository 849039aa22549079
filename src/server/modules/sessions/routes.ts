import { z } from '@hono/zod-openapi';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { sessions } from '../../db/schema/auth';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { recordSecurityEvent } from '../security/record-security-event';

/**
 * The caller's active sessions without their tokens (a token is a credential: it stays in the
 * HttpOnly cookie), and ending them by id. Sessions are the auth library's table, read by the
 * server for the caller's own user id only.
 */
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

const list = defineRoute({
  method: 'get',
  path: '/',
  tag: 'Sessions',
  summary: "The caller's active sessions (no tokens), current first",
  response: z.object({ sessions: z.array(sessionSchema) }),
  responseExample: { sessions: [example] },
});
const revoke = defineRoute({
  method: 'delete',
  path: '/{id}',
  tag: 'Sessions',
  summary: 'End one of the caller’s sessions',
  params: z.object({ id: z.uuid() }),
});
const revokeOthers = defineRoute({
  method: 'post',
  path: '/revoke-others',
  tag: 'Sessions',
  summary: 'End every session but this one',
  response: z.object({ count: z.number().int() }),
  responseExample: { count: 2 },
});

export const sessionsRoutes = createRouter()
  .openapi(list, async (c) => {
    const caller = requireCaller(c);
    const rows = await c.var.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, caller.id), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt));
    const current = c.get('sessionId');
    const items = rows
      .map((s) => ({
        id: s.id,
        user_agent: s.userAgent,
        ip_address: s.ipAddress,
        created_at: s.createdAt.toISOString(),
        updated_at: s.updatedAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        current: s.id === current,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
    return c.json({ sessions: items }, 200);
  })
  .openapi(revokeOthers, async (c) => {
    const caller = requireCaller(c);
    const current = c.get('sessionId');
    const ended = await c.var.deps.db
      .delete(sessions)
      .where(and(eq(sessions.userId, caller.id), current ? ne(sessions.id, current) : undefined))
      .returning({ id: sessions.id });
    await recordSecurityEvent(c.var.deps.db, 'session_revoked', {
      userId: caller.id,
      details: { count: ended.length },
    });
    return c.json({ count: ended.length }, 200);
  })
  .openapi(revoke, async (c) => {
    const caller = requireCaller(c);
    const ended = await c.var.deps.db
      .delete(sessions)
      .where(and(eq(sessions.id, c.req.valid('param').id), eq(sessions.userId, caller.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new AppError('NOT_FOUND');
    await recordSecurityEvent(c.var.deps.db, 'session_revoked', {
      userId: caller.id,
      details: { session: ended[0]!.id },
    });
    return c.body(null, 204);
  });
