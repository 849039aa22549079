import { WebSocket } from 'ws';
import { REALTIME_PUSH_BUFFER, type ServerMessage } from '../../shared/realtime';
import type { Connection } from './connection';

/** Above this many bytes waiting in a socket, changes wait (at most the push buffer's worth). */
const BACKPRESSURE_BYTES = 64 * 1024;
/** How often sockets held back by backpressure are tried again. */
const RETRY_MS = 50;

/** One change, encoded once, and its place in the relay's order (names the frames it is in). */
export interface EncodedChange {
  json: string;
  seq: string;
}

const encode = (message: ServerMessage) => JSON.stringify(message);

/** The frame of one or several changes (`change` or `changes` of src/shared/realtime.ts). */
const frameOf = (changes: string[]) =>
  changes.length === 1 ? changes[0]! : `{"type":"changes","changes":[${changes.join(',')}]}`;

/**
 * What the relay writes to sockets. Changes for a socket wait until the event loop is free
 * (`setImmediate`), then leave in one frame: the busier the relay, the more changes per frame
 * and the fewer writes per change. Sockets that received the same changes get the same frame,
 * encoded once. A socket that is not draining keeps at most the push buffer's worth of changes;
 * older ones are dropped and it is told to `resync` when it drains.
 */
export function createOutbox() {
  const ready = new Set<Connection>();
  const blocked = new Set<Connection>();
  let scheduled: NodeJS.Immediate | undefined;

  const send = (conn: Connection, frames: Map<string, Buffer> | null) => {
    if (conn.ws.readyState !== WebSocket.OPEN) return forget(conn);
    if (conn.ws.bufferedAmount >= BACKPRESSURE_BYTES) {
      const over = conn.pending.length - REALTIME_PUSH_BUFFER;
      if (over > 0) {
        conn.pending.splice(0, over);
        conn.dropped += over;
        conn.pendingKey = null;
      }
      blocked.add(conn);
      return;
    }
    blocked.delete(conn);
    if (conn.pending.length > 0) {
      const key = conn.pendingKey;
      let frame = key === null ? undefined : frames?.get(key);
      if (!frame) {
        frame = Buffer.from(frameOf(conn.pending));
        if (key !== null) frames?.set(key, frame);
      }
      conn.ws.send(frame, { binary: false });
      conn.pending = [];
      conn.pendingKey = '';
    }
    if (conn.dropped > 0) {
      conn.ws.send(encode({ type: 'resync', dropped: conn.dropped }));
      conn.dropped = 0;
    }
  };

  const flush = () => {
    scheduled = undefined;
    const frames = new Map<string, Buffer>();
    for (const conn of ready) send(conn, frames);
    ready.clear();
  };

  const retry = setInterval(() => blocked.forEach((conn) => send(conn, null)), RETRY_MS);
  retry.unref();

  function forget(conn: Connection) {
    ready.delete(conn);
    blocked.delete(conn);
  }

  return {
    /** Queues a change for a socket; it leaves with the next flush. */
    enqueue(conn: Connection, change: EncodedChange) {
      conn.pending.push(change.json);
      if (conn.pendingKey !== null)
        conn.pendingKey = conn.pendingKey === '' ? change.seq : `${conn.pendingKey},${change.seq}`;
      ready.add(conn);
      scheduled ??= setImmediate(flush);
    },
    /** The socket closed: nothing more is written to it. */
    forget,
    close() {
      if (scheduled) clearImmediate(scheduled);
      clearInterval(retry);
      ready.clear();
      blocked.clear();
    },
  };
}
