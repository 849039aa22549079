import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { parseClientMessage, REALTIME_TIMINGS, type ServerMessage } from '../../shared/realtime';
import { encodeChange, type ChangeEvent } from './change-event';
import { subscriptionKey, type Connection } from './connection';
import { liveSessionTokens } from './live-sessions';
import { createOutbox, type EncodedChange } from './outbox';
import { createPresenceWriter } from './presence-writer';
import { createSubscriberIndex } from './subscriber-index';
import { createTypingRelay } from './typing';

/** Every frame the relay sends is a message of the shared protocol. */
const encode = (message: ServerMessage) => JSON.stringify(message);

/**
 * WebSocket relay on /api/realtime: authenticated by the session cookie, origin checked; relays
 * database change events only to sockets whose user may see the row and that subscribed to the
 * table (or the row). Heartbeat 25 s: every socket is pinged and every socket's session checked
 * in one query; presence upserted on connect and heartbeat.
 */
export function createRealtimeServer(deps: {
  auth: Auth;
  db: Database;
  logger: Logger;
  allowedOrigins: string[];
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const sockets = createSubscriberIndex();
  const outbox = createOutbox();
  const presence = createPresenceWriter(deps.db, deps.logger);
  const relayTyping = createTypingRelay({ db: deps.db, logger: deps.logger, sockets });
  let changes = 0;

  /**
   * Closes the sockets whose session ended (sign-out, revocation, deactivation, removal,
   * expiry), and those that cannot be checked; returns the others.
   */
  const checkSessions = async (conns: Iterable<Connection>): Promise<Connection[]> => {
    const checked = [...conns];
    const live = await liveSessionTokens(
      deps.db,
      checked.map((conn) => conn.sessionToken),
    ).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'realtime: sessions could not be checked');
      return new Set<string>();
    });
    return checked.filter((conn) => {
      if (live.has(conn.sessionToken)) return true;
      conn.ws.close(4401, 'session ended');
      return false;
    });
  };

  const heartbeat = setInterval(() => {
    const answered: Connection[] = [];
    for (const conn of [...sockets]) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
      answered.push(conn);
    }
    void checkSessions(answered).then((signedIn) => {
      for (const conn of signedIn)
        if (conn.ws.readyState === WebSocket.OPEN) presence.mark(conn.user.id, 'online');
    });
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
        user,
        sessionToken: session.session.token,
        keys: new Set(),
        pending: [],
        pendingKey: '',
        dropped: 0,
        alive: true,
        lastDispatch: 0,
      };
      sockets.add(conn);
      presence.mark(user.id, 'online');
      ws.on('pong', () => (conn.alive = true));
      ws.on('message', (data) => {
        conn.alive = true;
        const message = parseClientMessage(String(data));
        if (!message) return ws.send(encode({ type: 'error', code: 'BAD_REQUEST' }));
        if (message.type === 'ping') {
          presence.mark(user.id, 'online');
          return ws.send(encode({ type: 'pong' }));
        }
        if (message.type === 'typing') return void relayTyping(conn, message.project_id);
        const key = subscriptionKey(message.table, message.id);
        if (message.type === 'subscribe') sockets.subscribe(conn, key);
        else sockets.unsubscribe(conn, key);
        ws.send(
          encode({
            type: message.type === 'subscribe' ? 'subscribed' : 'unsubscribed',
            table: message.table,
            id: message.id ?? null,
          }),
        );
      });
      ws.on('close', () => {
        sockets.remove(conn);
        outbox.forget(conn);
        if (sockets.ofUser(user.id).size === 0) presence.mark(user.id, 'offline');
      });
      ws.on('error', () => ws.terminate());
      ws.send(encode({ type: 'welcome', user_id: user.id }));
    });
  }

  return {
    /** Takes an upgrade request for the realtime path (routed by ./upgrade-router.ts). */
    handleUpgrade,
    /** Relays one committed change to every socket allowed to see it and subscribed to it. */
    dispatch(event: ChangeEvent) {
      // A change to a user's own row (deactivated, removed) re-checks their sockets at once.
      if (event.table === 'users') {
        const own = sockets.ofUser(event.id);
        if (own.size > 0) void checkSessions(own);
      }
      // Encoded once: every socket sends the same bytes.
      let change: EncodedChange | undefined;
      sockets.forEachRecipient(event, (conn) => {
        change ??= { json: encodeChange(event), seq: String(++changes) };
        outbox.enqueue(conn, change);
      });
    },
    /** Checks every socket's session now (the heartbeat does it every 25 s). */
    async checkSessions() {
      await checkSessions(sockets);
    },
    get size() {
      return sockets.size;
    },
    close() {
      clearInterval(heartbeat);
      outbox.close();
      for (const conn of sockets) conn.ws.terminate();
      wss.close();
    },
  };
}
