/**
 * A portal server in a process of its own, on the database given in DATABASE_URL (for tests
 * with several instances). Prints `PORTAL_READY <url>`; stops on 'stop' or when the parent goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-portal-process-'));
const server = await startServer(
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET,
    OWNER_EMAIL: process.env.OWNER_EMAIL,
    OWNER_PASSWORD: process.env.OWNER_PASSWORD,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN_MAX: '1000',
    RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_WRITES_MAX: '1000000',
    // Webhook deliveries to the tests' local receivers (decision 0056).
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE,
    // A cluster member (decision 0051): several instances, uploads in an S3-compatible store, shared
    // documents' edits through Redis.
    CLUSTER: process.env.CLUSTER,
    REDIS_URL: process.env.REDIS_URL,
    S3_ENDPOINT: process.env.S3_ENDPOINT,
    S3_BUCKET: process.env.S3_BUCKET,
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
  }),
);
const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (m) => m === 'stop' && void stop());
process.on('disconnect', () => void stop());
process.stdout.write(`PORTAL_READY ${server.url}\n`);
