import pg from 'pg';
import type { Logger } from '../lib/logger';
import { CHANNEL, changeEventSchema, type ChangeEvent } from './change-event';
import type { DatabaseClock } from './database-clock';

/**
 * How often the listener asks its connection for the database's time: a keep-alive that finds a
 * connection lost silently (a failover, a proxy that dropped it), and a fresh reading of the clock.
 */
export const LISTENER_CHECK_MS = 30_000;
/** A check not answered within this is a lost connection. */
export const LISTENER_CHECK_TIMEOUT_MS = 10_000;

/** The listener's connection, as pg_stat_activity names it. */
export const LISTENER_APPLICATION_NAME = 'websy-change-listener';

const CLOCK_QUERY = 'SELECT (extract(epoch from clock_timestamp()) * 1000)::float8 AS now';

export interface ListenerEvents {
  onEvent: (event: ChangeEvent) => void;
  /**
   * The connection listens (again) from `since`, on the database's clock. After a reconnect
   * (`reconnected`), changes committed while it was lost reached no one through this instance.
   */
  onListening?: (since: number, reconnected: boolean) => void;
}

/**
 * One dedicated connection per server instance LISTENing on websy_changes; every instance
 * receives every committed change, whichever instance made it. TCP keep-alive is on, and the
 * connection is checked every `checkMs`; a lost connection is replaced (after 1, 2, 5, 10 s,
 * then every 10 s) and says so through `onListening` (decision 0050).
 */
export function listenForChanges(
  connectionString: string,
  logger: Logger,
  { onEvent, onListening }: ListenerEvents,
  { clock, checkMs = LISTENER_CHECK_MS }: { clock?: DatabaseClock; checkMs?: number } = {},
) {
  const delays = [1000, 2000, 5000, 10_000];
  let attempt = 0;
  let client: pg.Client | undefined;
  let stopped = false;
  let listenedBefore = false;
  let timer: NodeJS.Timeout | undefined;

  /** The database's time, read on `c`, also recorded on the clock. */
  const readClock = async (c: pg.Client): Promise<number> => {
    const sentAt = Date.now();
    const { rows } = await c.query<{ now: number }>(CLOCK_QUERY);
    const now = Number(rows[0]!.now);
    clock?.observe(now, sentAt, Date.now());
    return now;
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
      if (message.channel !== CHANNEL || !message.payload) return;
      const parsed = changeEventSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) onEvent(parsed.data);
      else logger.warn({ payload: message.payload }, 'realtime: malformed change event');
    });
    c.on('error', (error) => {
      logger.warn({ err: error }, 'realtime: listener connection lost');
      reconnect(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      // Every change committed from now on reaches this connection.
      const since = await readClock(c);
      attempt = 0;
      const reconnected = listenedBefore;
      listenedBefore = true;
      if (reconnected) logger.info('realtime: listening again');
      onListening?.(since, reconnected);
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
    readClock(c).catch((error: unknown) => {
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
