import pg from 'pg';
import type { Logger } from '../lib/logger';
import { CHANNEL, changeEventSchema, type ChangeEvent } from './change-event';

/**
 * One dedicated connection per server instance LISTENing on websy_changes; every instance
 * receives every committed change, whichever instance made it. Reconnects after a lost
 * connection (1, 2, 5, 10 s, then every 10 s).
 */
export function listenForChanges(
  connectionString: string,
  logger: Logger,
  onEvent: (event: ChangeEvent) => void,
) {
  const delays = [1000, 2000, 5000, 10_000];
  let attempt = 0;
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const parsed = changeEventSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) onEvent(parsed.data);
      else logger.warn({ payload: message.payload }, 'realtime: malformed change event');
    });
    c.on('error', (error) => {
      logger.warn({ err: error }, 'realtime: listener connection lost');
      reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      attempt = 0;
    } catch (error) {
      logger.warn({ err: error }, 'realtime: cannot listen');
      reconnect();
    }
  };
  const reconnect = () => {
    if (stopped || timer) return;
    client?.end().catch(() => undefined);
    const delay = delays[Math.min(attempt, delays.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const ready = connect();
  return {
    ready,
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
