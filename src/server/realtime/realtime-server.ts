import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { socketGuard, WS_CLOSE, closeAll } from './socket-guard';
import type { Auth } from '../auth/auth';
import { authenticateUpgrade } from '../auth/authenticate-upgrade';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { parseClientMessage, REALTIME_TIMINGS, type ServerMessage } from '../../shared/realtime';
import { encodeChange, mayReceive, type ChangeEvent } from './change-event';
import { subscriptionKey, type Connection } from './connection';
import { liveSessionTokens } from './live-sessions';
import { createOutbox, type EncodedChange } from './outbox';
import { createPresenceWriter } from './presence-writer';
import { parseSnapshot, type Snapshot } from '../../shared/snapshot';
import { createRecentChanges } from './recent-changes';
import { createSubscriberIndex } from './subscriber-index';
import { createTypingRelay, type TypingSignal } from './typing';

/** A client's messages are small (subscriptions, pings, typing): 16 KiB is far above any. */
export const REALTIME_MAX_PAYLOAD_BYTES = 16 * 1024;
/** Messages one socket may send in a window before it is closed with 1008 (a flood). */
export const REALTIME_MESSAGE_LIMIT = { points: 120, durationSeconds: 10 };

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

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
  // A bigger frame closes the socket with 1009 (ws enforces maxPayload); text that is not UTF-8, 1007.
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_MAX_PAYLOAD_BYTES });
  const guard = socketGuard(REALTIME_MESSAGE_LIMIT);
  const sockets = createSubscriberIndex();
  const outbox = createOutbox();
  const presence = createPresenceWriter(deps.db, deps.logger);
  const typing = createTypingRelay({ db: deps.db, logger: deps.logger, sockets });
  const recent = createRecentChanges();
  let changes = 0;

  /**
   * The changes that the socket's subscriptions and user would have received, of the transactions
   * `snapshot` (taken before its page's data was read) did not see.
   */
  const catchUp = (conn: Connection, snapshot: Snapshot | null) => {
    const missed = snapshot && recent.notSeenBy(snapshot);
    if (missed === null) return conn.ws.send(encode({ type: 'resync', dropped: 0 }));
    for (const event of missed) {
      const subscribed =
        conn.keys.has(subscriptionKey(event.table)) || conn.keys.has(subscriptionKey(event.table, event.id));
      if (subscribed && mayReceive(event, conn.user))
        outbox.enqueue(conn, { json: encodeChange(event), seq: String(++changes) });
    }
  };

  /**
   * Closes the sockets whose session ended (sign-out, revocation, deactivation, removal,
   * expiry); returns the others. When the sessions cannot be checked (the database unreachable
   * or too busy), every socket stays until the next check: no change reaches a socket without
   * the database anyway, and closing them all would send every client reconnecting at once.
   */
  const checkSessions = async (conns: Iterable<Connection>): Promise<Connection[]> => {
    const checked = [...conns];
    const live = await liveSessionTokens(
      deps.db,
      checked.map((conn) => conn.sessionToken),
    ).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'realtime: sessions could not be checked');
      return null;
    });
    if (!live) return checked;
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
        if (conn.ws.readyState === WebSocket.OPEN && !conn.user.viewedBy)
          presence.mark(conn.user.id, 'online');
    });
  }, REALTIME_TIMINGS.heartbeatMs);
  heartbeat.unref();

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const session = await authenticateUpgrade(request, socket, deps);
    if (!session) return;
    const { user, sessionToken } = session;

    wss.handleUpgrade(request, socket, head, (ws) => {
      const conn: Connection = {
        ws,
        user,
        sessionToken,
        keys: new Set(),
        pending: [],
        pendingKey: '',
        dropped: 0,
        alive: true,
        lastDispatch: 0,
      };
      sockets.add(conn);
      // A "view as client" socket (docs/decisions/0054) receives the client's changes and writes
      // nothing on their behalf: no presence, no typing.
      const viewing = !!user.viewedBy;
      if (!viewing) presence.mark(user.id, 'online');
      ws.on('pong', () => (conn.alive = true));
      const allowed = guard(ws);
      ws.on('message', (data, isBinary) => {
        if (!allowed()) return;
        conn.alive = true;
        // The protocol is JSON text: a binary frame, or text that is not JSON, ends the socket.
        if (isBinary) return ws.close(WS_CLOSE.unsupportedData, 'binary frames are not accepted');
        const text = String(data);
        if (!isJson(text)) return ws.close(WS_CLOSE.invalidPayload, 'malformed message');
        const message = parseClientMessage(text);
        if (!message) return ws.send(encode({ type: 'error', code: 'BAD_REQUEST' }));
        if (message.type === 'ping') {
          if (!viewing) presence.mark(user.id, 'online');
          return ws.send(encode({ type: 'pong' }));
        }
        if (message.type === 'typing')
          return viewing ? undefined : void typing.announce(conn, message.project_id);
        if (message.type === 'catch-up') return catchUp(conn, parseSnapshot(message.snapshot));
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
        if (!viewing && ![...sockets.ofUser(user.id)].some((other) => !other.user.viewedBy))
          presence.mark(user.id, 'offline');
      });
      ws.on('error', () => ws.terminate());
      ws.send(encode({ type: 'welcome', user_id: user.id }));
    });
  }

  return {
    /** Takes an upgrade request for the realtime path (routed by ./upgrade-router.ts). */
    handleUpgrade,
    /**
     * The change listener listens from `snapshot` on. After a lost connection, changes committed
     * meanwhile reached no socket of this instance: every socket is told to refetch what it shows
     * (`resync`).
     */
    listening(snapshot: Snapshot, reconnected: boolean) {
      recent.listening(snapshot);
      if (!reconnected) return;
      const resync = encode({ type: 'resync', dropped: 0 });
      for (const conn of sockets) if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(resync);
    },
    /** Relays one committed change to every socket allowed to see it and subscribed to it. */
    dispatch(event: ChangeEvent) {
      recent.add(event);
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
    /** A member's typing, heard on the typing channel (from any instance). */
    deliverTyping(signal: TypingSignal) {
      typing.deliver(signal);
    },
    /** Checks every socket's session now (the heartbeat does it every 25 s). */
    async checkSessions() {
      await checkSessions(sockets);
    },
    get size() {
      return sockets.size;
    },
    /** Closes every socket with 1001 (going away): clients reconnect to another instance or later. */
    async close() {
      clearInterval(heartbeat);
      outbox.close();
      await closeAll([...sockets].map((conn) => conn.ws));
      wss.close();
      // The last sockets' offline marks, written before the pool closes.
      await presence.settled();
    },
  };
}
