import { eq, sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { Database } from '../db/client';
import { projects } from '../db/schema/projects';
import type { Logger } from '../lib/logger';
import type { ServerMessage } from '../../shared/realtime';
import type { ChangeEvent } from './change-event';
import type { Connection } from './connection';
import type { SubscriberIndex } from './subscriber-index';

/** A socket's `typing` is relayed at most this often (the browser repeats it every 3 s). */
const MIN_INTERVAL_MS = 1000;

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
 * The typing indicator (issue 11): ephemeral, never stored. A member's `typing` goes to the
 * project's other members' sockets that follow chat_messages, by the same rule as a message's
 * change (owner, collaborators, admins); from anyone else it is ignored.
 */
export function createTypingRelay(deps: { db: Database; logger: Logger; sockets: SubscriberIndex }) {
  const last = new WeakMap<Connection, number>();
  return async (conn: Connection, projectId: string) => {
    const now = Date.now();
    if (now - (last.get(conn) ?? 0) < MIN_INTERVAL_MS) return;
    last.set(conn, now);
    const audience = await projectAudience(deps.db, projectId).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'realtime: typing audience unavailable');
      return null;
    });
    if (!audience || (conn.user.role !== 'admin' && !audience.includes(conn.user.id))) return;
    const event: ChangeEvent = {
      table: 'chat_messages',
      op: 'update',
      id: projectId,
      project_id: projectId,
      audience,
      admins: true,
      at: now,
      xid: '0',
    };
    const message: ServerMessage = { type: 'typing', project_id: projectId, user_id: conn.user.id };
    const frame = JSON.stringify(message);
    deps.sockets.forEachRecipient(event, (peer) => {
      if (peer.user.id !== conn.user.id && peer.ws.readyState === WebSocket.OPEN) peer.ws.send(frame);
    });
  };
}
