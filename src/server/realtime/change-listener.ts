import pg from 'pg';
import type { Logger } from '../lib/logger';
import { CHANNEL, changeEventSchema, type ChangeEvent } from './change-event';
import { TYPING_CHANNEL, typingSignalSchema, type TypingSignal } from './typing';
import { parseSnapshot, type Snapshot } from '../../shared/snapshot';
import { SNAPSHOT_QUERY } from './database-snapshot';

/**
 * How often the listener asks its connection a question: a keep-alive that finds a connection
 * lost silently (a failover, a proxy that dropped it).
 */
export const LISTENER_CHECK_MS = 30_000;
/** A check not answered within this is a lost connection. */
export const LISTENER_CHECK_TIMEOUT_MS = 10_000;

/** The listener's connection, as pg_stat_activity names it. */
export const LISTENER_APPLICATION_NAME = 'websy-change-listener';

/** A payload that is not JSON is no event (it fails the schema). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface ListenerEvents {
  onEvent: (event: ChangeEvent) => void;
  /** A member typing in a project's chat, announced by any instance. */
  onTyping?: (signal: TypingSignal) => void;
  /**
   * The connection listens (again): every transaction `snapshot` did not see announces its changes
   * here. After a reconnect (`reconnected`), changes committed while it was lost reached no one
   * through this instance.
   */
  onListening?: (snapshot: Snapshot, reconnected: boolean) => void;
}

/**
 * One dedicated connection per server instance LISTENing on websy_changes and websy_typing; every
 * instance receives every committed change and every typing signal, whichever instance made it. TCP keep-alive is on, and the
 * connection is checked every `checkMs`; a lost connection is replaced (after 1, 2, 5, 10 s,
 * then every 10 s) and says so through `onListening` (decision 0050).
 */
export function listenForChanges(
  connectionString: string,
  logger: Logger,
  { onEvent, onTyping, onListening }: ListenerEvents,
  { checkMs = LISTENER_CHECK_MS }: { checkMs?: number } = {},
) {
  const delays = [1000, 2000, 5000, 10_000];
  let attempt = 0;
  let client: pg.Client | undefined;
  let stopped = false;
  let listenedBefore = false;
  let timer: NodeJS.Timeout | undefined;

  /** The database's current snapshot, read on `c`. */
  const readSnapshot = async (c: pg.Client): Promise<Snapshot> => {
    const { rows } = await c.query<{ snapshot: string }>(SNAPSHOT_QUERY);
    const snapshot = parseSnapshot(rows[0]!.snapshot);
    if (!snapshot) throw new Error(`unreadable snapshot: ${rows[0]!.snapshot}`);
    return snapshot;
  };

  const connect = async () => {
    // A query not answered within the check's timeout fails, and the connection is replaced.
    const c = new pg.Client({
      connectionString,
      keepAlive: true,
      query_timeout: LISTENER_CHECK_TIMEOUT_MS,
      // Named, so an operator (and a test) can tell it apart in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = c;
    c.on('notification', (message) => {
      if (!message.payload) return;
      const payload = parseJson(message.payload);
      if (message.channel === CHANNEL) {
        const parsed = changeEventSchema.safeParse(payload);
        if (parsed.success) onEvent(parsed.data);
        else logger.warn({ payload: message.payload }, 'realtime: malformed change event');
      } else if (message.channel === TYPING_CHANNEL) {
        const parsed = typingSignalSchema.safeParse(payload);
        if (parsed.success) onTyping?.(parsed.data);
      }
    });
    c.on('error', (error) => {
      logger.warn({ err: error }, 'realtime: listener connection lost');
      reconnect(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}; LISTEN ${TYPING_CHANNEL}`);
      // Every change committed from now on reaches this connection: every one this snapshot
      // does not see.
      const snapshot = await readSnapshot(c);
      attempt = 0;
      const reconnected = listenedBefore;
      listenedBefore = true;
      if (reconnected) logger.info('realtime: listening again');
      onListening?.(snapshot, reconnected);
    } catch (error) {
      logger.warn({ err: error }, 'realtime: cannot listen');
      reconnect(c);
    }
  };
  const reconnect = (lost: pg.Client) => {
    // A lost connection reports once: a late error of one already replaced is ignored.
    if (stopped || timer || lost !== client) return;
    client = undefined;
    lost.end().catch(() => undefined);
    const delay = delays[Math.min(attempt, delays.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const check = setInterval(() => {
    const c = client;
    if (!c || stopped) return;
    readSnapshot(c).catch((error: unknown) => {
      logger.warn({ err: error }, 'realtime: listener check failed');
      reconnect(c);
    });
  }, checkMs);
  check.unref();

  const ready = connect();
  return {
    ready,
    async close() {
      stopped = true;
      clearInterval(check);
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
