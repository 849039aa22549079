import { eq, sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { z } from 'zod';
import type { Database } from '../db/client';
import { projects } from '../db/schema/projects';
import type { Logger } from '../lib/logger';
import type { ServerMessage } from '../../shared/realtime';
import type { ChangeEvent } from './change-event';
import type { Connection } from './connection';
import type { SubscriberIndex } from './subscriber-index';

/** A socket's `typing` is relayed at most this often (the browser repeats it every 3 s). */
const MIN_INTERVAL_MS = 1000;

/** The channel on which every instance hears every member's typing (decision 0051). */
export const TYPING_CHANNEL = 'websy_typing';

/** What an instance announces on TYPING_CHANNEL: who types in which project, and who may see it. */
export const typingSignalSchema = z.object({
  project_id: z.uuid(),
  user_id: z.uuid(),
  audience: z.array(z.uuid()),
});
export type TypingSignal = z.infer<typeof typingSignalSchema>;

/** A project's owner and collaborators (admins are members of every project), or null. */
async function projectAudience(db: Database, projectId: string): Promise<string[] | null> {
  const [row] = await db
    .select({
      owner: projects.createdBy,
      members: sql<
        string[]
      >`coalesce((SELECT array_agg(m.user_id) FROM project_members m WHERE m.project_id = ${projects.id}), '{}'::uuid[])`,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ? [row.owner, ...row.members] : null;
}

/**
 * The typing indicator (decision 0017): ephemeral, never stored. A member's `typing` is announced with
 * `NOTIFY` on TYPING_CHANNEL, and every instance's change listener hears it and passes it to
 * `deliver`: it reaches the project's other members' sockets that follow chat_messages, on every
 * instance, by the same rule as a message's change (owner, collaborators, admins). From anyone
 * else it is ignored.
 */
export function createTypingRelay(deps: { db: Database; logger: Logger; sockets: SubscriberIndex }) {
  const last = new WeakMap<Connection, number>();
  return {
    /** A socket says its user is typing in a project's chat. */
    async announce(conn: Connection, projectId: string) {
      const now = Date.now();
      if (now - (last.get(conn) ?? 0) < MIN_INTERVAL_MS) return;
      last.set(conn, now);
      try {
        const audience = await projectAudience(deps.db, projectId);
        if (!audience || (conn.user.role !== 'admin' && !audience.includes(conn.user.id))) return;
        const signal: TypingSignal = { project_id: projectId, user_id: conn.user.id, audience };
        await deps.db.execute(sql`SELECT pg_notify(${TYPING_CHANNEL}, ${JSON.stringify(signal)})`);
      } catch (error) {
        deps.logger.warn({ err: error }, 'realtime: typing not announced');
      }
    },
    /** A typing signal heard on TYPING_CHANNEL, from this instance or another. */
    deliver(signal: TypingSignal) {
      const event: ChangeEvent = {
        table: 'chat_messages',
        op: 'update',
        id: signal.project_id,
        project_id: signal.project_id,
        audience: signal.audience,
        admins: true,
        at: 0,
        xid: '0',
      };
      const message: ServerMessage = {
        type: 'typing',
        project_id: signal.project_id,
        user_id: signal.user_id,
      };
      const frame = JSON.stringify(message);
      deps.sockets.forEachRecipient(event, (peer) => {
        if (peer.user.id !== signal.user_id && peer.ws.readyState === WebSocket.OPEN) peer.ws.send(frame);
      });
    },
  };
}
