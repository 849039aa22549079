import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { sql } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { userPresence } from '../db/schema/user-presence';
import type { Logger } from '../lib/logger';
import {
  parseClientMessage,
  REALTIME_PATH,
  REALTIME_PUSH_BUFFER,
  REALTIME_TIMINGS,
  type ServerMessage,
} from '../../shared/realtime';
import { mayReceive, type ChangeEvent } from './change-event';

/** Above this many bytes waiting in a socket, further messages queue (at most the push buffer). */
const BACKPRESSURE_BYTES = 64 * 1024;

interface Connection {
  ws: WebSocket;
  /** The upgrade request's cookie: the session is re-checked on every heartbeat. */
  cookie: string;
  user: { id: string; role: 'admin' | 'user' };
  subscriptions: Set<string>;
  queue: Buffer[];
  dropped: number;
  alive: boolean;
}

/** Every frame the relay sends is a message of the shared protocol. */
const encode = (message: ServerMessage) => JSON.stringify(message);

/**
 * WebSocket relay on /api/realtime: authenticated by the session cookie, origin checked; relays
 * database change events only to sockets whose user may see the row and that subscribed to the
 * table (or the row). Heartbeat 25 s; presence upserted on connect and heartbeat.
 */
export function createRealtimeServer(deps: {
  auth: Auth;
  db: Database;
  logger: Logger;
  allowedOrigins: string[];
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const connections = new Set<Connection>();

  const touchPresence = (userId: string, status: 'online' | 'offline') =>
    deps.db
      .insert(userPresence)
      .values({ userId, status, lastSeen: new Date() })
      .onConflictDoUpdate({ target: userPresence.userId, set: { status, lastSeen: sql`now()` } })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'presence update failed'));

  const flush = (conn: Connection) => {
    while (conn.queue.length && conn.ws.bufferedAmount < BACKPRESSURE_BYTES)
      conn.ws.send(conn.queue.shift()!, { binary: false });
    if (conn.dropped && !conn.queue.length) {
      conn.ws.send(encode({ type: 'resync', dropped: conn.dropped }));
      conn.dropped = 0;
    }
  };
  const flushTimer = setInterval(() => connections.forEach((c) => c.queue.length && flush(c)), 50);
  flushTimer.unref();

  /** Closes the socket when its session ended (sign-out, deactivation, removal, expiry). */
  const stillSignedIn = async (conn: Connection) => {
    const session = await deps.auth.api
      .getSession({ headers: new Headers({ cookie: conn.cookie }) })
      .catch(() => null);
    if (!session || session.user.banned) {
      conn.ws.close(4401, 'session ended');
      return false;
    }
    return true;
  };

  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
      void stillSignedIn(conn).then(async (ok) => {
        if (ok) await touchPresence(conn.user.id, 'online');
      });
    }
  }, REALTIME_TIMINGS.heartbeatMs);
  heartbeat.unref();

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const refuse = (status: number, text: string) => {
      socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    const origin = request.headers.origin;
    if (!origin || !deps.allowedOrigins.includes(origin)) return refuse(403, 'Forbidden');
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const session = await deps.auth.api.getSession({ headers }).catch(() => null);
    if (!session || session.user.banned) return refuse(401, 'Unauthorized');
    const user = {
      id: session.user.id,
      role: session.user.role === 'admin' ? ('admin' as const) : ('user' as const),
    };

    wss.handleUpgrade(request, socket, head, (ws) => {
      const conn: Connection = {
        ws,
        cookie: request.headers.cookie ?? '',
        user,
        subscriptions: new Set(),
        queue: [],
        dropped: 0,
        alive: true,
      };
      connections.add(conn);
      void touchPresence(user.id, 'online');
      ws.on('pong', () => (conn.alive = true));
      ws.on('message', (data) => {
        conn.alive = true;
        const message = parseClientMessage(String(data));
        if (!message) return ws.send(encode({ type: 'error', code: 'BAD_REQUEST' }));
        if (message.type === 'ping') {
          void touchPresence(user.id, 'online');
          return ws.send(encode({ type: 'pong' }));
        }
        const key = message.id ? `${message.table}:${message.id}` : message.table;
        if (message.type === 'subscribe') conn.subscriptions.add(key);
        else conn.subscriptions.delete(key);
        ws.send(
          encode({
            type: message.type === 'subscribe' ? 'subscribed' : 'unsubscribed',
            table: message.table,
            id: message.id ?? null,
          }),
        );
      });
      ws.on('close', () => {
        connections.delete(conn);
        if (![...connections].some((c) => c.user.id === user.id)) void touchPresence(user.id, 'offline');
      });
      ws.on('error', () => ws.terminate());
      ws.send(encode({ type: 'welcome', user_id: user.id }));
    });
  }

  return {
    attach(server: Server) {
      server.on('upgrade', (request, socket, head) => {
        const path = (request.url ?? '').split('?')[0];
        if (path === REALTIME_PATH) void handleUpgrade(request, socket, head);
      });
    },
    /** Relays one committed change to every socket allowed to see it and subscribed to it. */
    dispatch(event: ChangeEvent) {
      // A change to a user's own row (deactivated, removed) re-checks their sockets at once.
      if (event.table === 'users') {
        for (const conn of connections) if (conn.user.id === event.id) void stillSignedIn(conn);
      }
      // Encoded once: every socket sends the same bytes.
      let payload: Buffer | undefined;
      for (const conn of connections) {
        if (!conn.subscriptions.has(event.table) && !conn.subscriptions.has(`${event.table}:${event.id}`))
          continue;
        if (!mayReceive(event, conn.user)) continue;
        payload ??= Buffer.from(
          encode({
            type: 'change',
            table: event.table,
            op: event.op,
            id: event.id,
            project_id: event.project_id,
            at: event.at,
          }),
        );
        if (conn.ws.bufferedAmount < BACKPRESSURE_BYTES && !conn.queue.length) {
          conn.ws.send(payload, { binary: false });
        } else {
          conn.queue.push(payload);
          if (conn.queue.length > REALTIME_PUSH_BUFFER) {
            conn.queue.shift();
            conn.dropped += 1;
          }
        }
      }
    },
    get size() {
      return connections.size;
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(flushTimer);
      for (const conn of connections) conn.ws.terminate();
      wss.close();
    },
  };
}
