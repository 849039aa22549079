/**
 * Benchmark target 1: the real portal server (`startServer`) on the database given in
 * DATABASE_URL, no web build, logs off. Prints `BENCH_READY <url>` when it listens; stops on the
 * message 'stop' or when its parent goes away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-data-'));
const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET,
    OWNER_EMAIL: 'owner@bench.test',
    OWNER_PASSWORD: 'owner-password-bench',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN_MAX: process.env.RATE_LIMIT_SIGN_IN_MAX ?? '5',
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100',
    JOBS_ENABLED: 'false',
  }),
);

const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (m) => m === 'stop' && void stop());
process.on('disconnect', () => void stop());
process.stdout.write(`BENCH_READY ${server.url}\n`);
