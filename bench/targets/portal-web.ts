/**
 * Benchmark target: the real portal (`startServer`) serving the production web build in
 * BENCH_WEB_ROOT, on the database given in DATABASE_URL, with the demo agency seeded (so signed-in
 * screens show real lists); the owner admin from OWNER_EMAIL and OWNER_PASSWORD. Logs off, jobs off. Prints `BENCH_READY <url>` when it listens; stops
 * on the message 'stop' or when its parent goes away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { seedDemo } from '../../src/server/demo/seed-demo';
import { startServer } from '../../src/server/server';

const webRoot = process.env.BENCH_WEB_ROOT;
if (!webRoot) throw new Error('BENCH_WEB_ROOT (the built web app) is required');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-data-'));
const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET,
    OWNER_EMAIL: process.env.OWNER_EMAIL,
    OWNER_PASSWORD: process.env.OWNER_PASSWORD,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN_MAX: '100',
    RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_WRITES_MAX: '1000000',
    JOBS_ENABLED: 'false',
  }),
  { webRoot },
);
await seedDemo(server.deps.db, server.deps.auth, server.deps.config.ownerEmail);

const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (m) => m === 'stop' && void stop());
process.on('disconnect', () => void stop());
process.stdout.write(`BENCH_READY ${server.url}\n`);
