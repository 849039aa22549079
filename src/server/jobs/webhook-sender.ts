import pg from 'pg';
import { createDatabase, type Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { OutboundPolicy } from '../lib/outbound-http';
import type { Mailer } from '../mail/mailer';
import { mailDisabledEndpoint } from '../modules/webhooks/mail-disabled-endpoint';
import { sendDueDelivery } from '../modules/webhooks/send-due-delivery';
import type { WebhookService } from '../modules/webhooks/webhook-service';
import { APP_NAME } from '../../shared/limits';

/** Deliveries under way at once per instance, each on a connection of the sender's own pool. */
export const SENDER_CONCURRENCY = 8;
/** How often an idle sender looks for retries that fell due (new deliveries wake it at once). */
export const SENDER_POLL_MS = 2_000;
/** The channel `enqueue_webhook_event` notifies on commit (migration 0041). */
const CHANNEL = 'websy_webhooks';

export interface WebhookSenderDeps {
  databaseUrl: string;
  /** The portal's pool: admins and their languages for the disable mail. */
  db: Database;
  webhooks: WebhookService;
  outbound: OutboundPolicy;
  mailer: Mailer;
  logger: Logger;
  baseURL: string;
  concurrency?: number;
}

/**
 * The webhook sender (decision 0056): `concurrency` loops, each sending the oldest due delivery
 * until none is due, then waiting for a new one (the outbox's NOTIFY, heard on commit) or for the
 * next look at the clock (retries). Every instance runs one; the row lock each delivery is sent
 * under keeps a delivery to one instance at a time.
 */
export async function startWebhookSender(deps: WebhookSenderDeps) {
  const concurrency = deps.concurrency ?? SENDER_CONCURRENCY;
  const { pool, db } = createDatabase(deps.databaseUrl, concurrency);
  const sender = {
    db,
    webhooks: deps.webhooks,
    outbound: deps.outbound,
    userAgent: `${APP_NAME}-Webhooks/1.0 (+${deps.baseURL})`,
  };
  let stopped = false;
  let sleepers: Array<() => void> = [];
  const wake = () => {
    const waiting = sleepers;
    sleepers = [];
    for (const resolve of waiting) resolve();
  };
  /** A look at the clock: one loop looks, and wakes the others when it finds work. */
  const wakeOne = () => sleepers.shift()?.();
  const sleep = () =>
    new Promise<void>((resolve) => {
      sleepers.push(resolve);
    });

  let listener: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  const listen = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: deps.databaseUrl });
    const retry = () => {
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      if (!stopped) reconnect = setTimeout(() => void listen(), SENDER_POLL_MS);
    };
    client.on('error', (error) => {
      deps.logger.warn({ err: error }, 'webhooks: listener lost; retrying');
      retry();
    });
    client.on('notification', wake);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      wake();
    } catch (error) {
      deps.logger.warn({ err: error }, 'webhooks: listener failed; retrying');
      retry();
    }
  };
  await listen();
  const poll = setInterval(wakeOne, SENDER_POLL_MS);

  const loop = async () => {
    while (!stopped) {
      let sent = false;
      try {
        const outcome = await sendDueDelivery(sender);
        sent = outcome.sent;
        if (sent) wake();
        if (outcome.disabled) await mailDisabledEndpoint(deps, outcome.disabled);
      } catch (error) {
        if (!stopped) deps.logger.error({ err: error }, 'webhooks: delivery failed to record');
      }
      if (!sent && !stopped) await sleep();
    }
  };
  const loops = Array.from({ length: concurrency }, loop);

  return {
    /** Sends what is due now rather than at the next look at the clock. */
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(reconnect);
      wake();
      // A delivery under way ends within the outbound timeout (10 s) and is recorded.
      await Promise.all(loops);
      await listener?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
