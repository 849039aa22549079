import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { createAssistant } from './ai/assistant';
import { allowedOriginsOf, createApp } from './app';
import { openSignedInRenderer, type SignedInRenderer } from './web-first-screen';
import { createAuth } from './auth/auth';
import { bootstrapOwner, type OwnerBootstrap } from './bootstrap-owner';
import type { Config } from './config';
import { createDatabase } from './db/client';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { runMigrations } from './db/migrate';
import type { Deps } from './lib/context';
import { createRateLimits } from './lib/rate-limits';
import { createShortCache } from './lib/short-cache';
import { createLogger, type Logger } from './lib/logger';
import { resolveAppSecret } from './lib/secrets';
import { startJobs } from './jobs/job-runner';
import { createGithubService } from './modules/github/github-service';
import { createWebhookService } from './modules/webhooks/webhook-service';
import { createMailer } from './mail/mailer';
import { listenForChanges } from './realtime/change-listener';
import { createCollabServer, type CollabServer } from './collab/collab-server';
import { createRealtimeServer } from './realtime/realtime-server';
import { createFileStore } from './storage/file-store';
import { routeUpgrades } from './realtime/upgrade-router';
import { REALTIME_PATH } from '../shared/realtime';
import { COLLAB_PATH } from '../shared/schemas/documents';
import { APP_NAME } from '../shared/limits';
import { senderName } from '../shared/reports/report-rules';

const KEEP_ALIVE_MS = 65_000;
/** How long a stopping server waits for requests under way before it cuts them. */
const DRAIN_MS = 10_000;

export interface RunningServer {
  url: string;
  port: number;
  owner: OwnerBootstrap | null;
  embedded: boolean;
  deps: Deps;
  realtime: ReturnType<typeof createRealtimeServer>;
  collab: CollabServer;
  /** Stops accepting, lets requests under way finish, closes sockets (1001), jobs and the pool. */
  close: (options?: { drainMs?: number }) => Promise<void>;
}

/** Wires the whole portal: database (embedded unless DATABASE_URL), migrations, auth, HTTP. */
export async function startServer(
  config: Config,
  options: { webRoot?: string; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), {
      log: (line) => logger.debug({ pg: line.trim() }),
    });
    databaseUrl = embedded.url();
  }

  // The pool gives up on a database that does not answer within the request deadline.
  const { pool, db } = createDatabase(databaseUrl, undefined, config.requestDeadlineSeconds * 1000);
  let server: ServerType | undefined;
  let signedInRenderer: SignedInRenderer | null = null;
  try {
    await runMigrations(pool);
    const secret = await resolveAppSecret(config.appSecret, config.dataDir);
    const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });

    // The port is known only after listening when PORT=0; the auth base URL needs it.
    const port = config.port === 0 ? await freePort() : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const baseURL = config.publicUrl ?? `http://${host}:${port}`;
    const rateLimits = createRateLimits(config, db);
    const auth = createAuth({ config, db, mailer, logger, secret, baseURL, rateLimits });
    const owner = await bootstrapOwner(db, auth, {
      email: config.ownerEmail,
      password: config.ownerPassword,
    });
    const consoleCache = createShortCache(config.consoleCacheSeconds);
    const files = createFileStore(config);
    const allowedOrigins = allowedOriginsOf({ baseURL, config });
    const collab = createCollabServer({ auth, db, logger, allowedOrigins, redisUrl: config.redisUrl });
    const assistant = await createAssistant(config, db);
    const github = createGithubService(config, secret);
    const webhooks = createWebhookService(secret);
    const deps: Deps = {
      config,
      db,
      auth,
      mailer,
      logger,
      baseURL,
      consoleCache,
      files,
      collab,
      assistant,
      github,
      rateLimits,
      webhooks,
    };
    // Signed-in screens are drawn in render threads, off this thread (decision 0047).
    signedInRenderer = options.webRoot ? openSignedInRenderer(options.webRoot) : null;
    const app = createApp(deps, options.webRoot ? { webRoot: options.webRoot, signedInRenderer } : {});

    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port, hostname: config.host }, () => resolve(s));
    });
    // Idle keep-alive connections outlive a load balancer's idle timeout (60 s is common), so the
    // proxy, not the portal, closes them: never a request sent on a socket the portal is closing.
    (server as Server).keepAliveTimeout = KEEP_ALIVE_MS;
    (server as Server).headersTimeout = KEEP_ALIVE_MS + 1000;
    const actualPort = (server.address() as AddressInfo).port;
    const running = server;
    const realtime = createRealtimeServer({ auth, db, logger, allowedOrigins });
    routeUpgrades(server as Server, {
      [REALTIME_PATH]: realtime.handleUpgrade,
      [COLLAB_PATH]: collab.handleUpgrade,
    });
    const listener = listenForChanges(databaseUrl, logger, {
      onEvent: (event) => realtime.dispatch(event),
      onTyping: (signal) => realtime.deliverTyping(signal),
      onListening: (snapshot, reconnected) => realtime.listening(snapshot, reconnected),
    });
    await listener.ready;
    const jobs = config.jobsEnabled
      ? await startJobs({
          databaseUrl,
          db,
          mailer,
          logger,
          baseURL,
          files,
          agencyName: senderName(config.mailFrom, APP_NAME),
          mailDigestWindowSeconds: config.mailDigestWindowSeconds,
          pagespeed: config.integrations.pagespeed,
          webhooks,
          outbound: config.outbound,
        })
      : undefined;

    return {
      url: baseURL,
      port: actualPort,
      owner,
      embedded: !!embedded,
      deps,
      realtime,
      collab,
      close: async ({ drainMs = DRAIN_MS }: { drainMs?: number } = {}) => {
        // Stop accepting: the listener closes, idle keep-alive connections are closed as they go
        // idle, and requests under way finish (up to drainMs) with the pool still open.
        const server = running as Server;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        server.closeIdleConnections();
        await Promise.all([realtime.close(), collab.close(), jobs?.stop(), signedInRenderer?.close()]);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))]);
        clearTimeout(timer);
        clearInterval(idle);
        server.closeAllConnections();
        await closed;
        await listener.close();
        mailer.close();
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    server?.close();
    await signedInRenderer?.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}
