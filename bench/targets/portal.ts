/**
 * Benchmark target 1: the real portal server (`startServer`) on the database given in
 * DATABASE_URL, no web build, logs off. Prints `BENCH_READY <url>` when it listens; answers its
 * parent as every target does (./ipc.ts). With BENCH_PROFILE set, the messages
 * 'profile:start' and 'profile:stop:<file>' record a CPU profile of the window between them
 * (what `node --cpu-prof` records, limited to the measured run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { answerParent } from './ipc';

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
    RATE_LIMIT_WRITES_MAX: process.env.RATE_LIMIT_WRITES_MAX ?? '1000000',
    JOBS_ENABLED: 'false',
    CONSOLE_CACHE_SECONDS: process.env.CONSOLE_CACHE_SECONDS,
    // The assistant benchmark's fake Gemini (bench/assistant.ts); without them the offline mode.
    GEMINI_API_KEYS: process.env.GEMINI_API_KEYS,
    GEMINI_BASE_URL: process.env.GEMINI_BASE_URL,
    ASSISTANT_RATE_LIMIT_MAX: process.env.ASSISTANT_RATE_LIMIT_MAX,
    // The GitHub benchmark's fake GitHub (bench/github.ts); GitHub's own address otherwise.
    GITHUB_API_URL: process.env.GITHUB_API_URL,
  }),
);

const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
profiler?.connect();

async function onProfileMessage(message: string) {
  if (!profiler) return;
  if (message === 'profile:start') {
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
    await profiler.post('Profiler.start');
  } else if (message.startsWith('profile:stop:')) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(message.slice('profile:stop:'.length), JSON.stringify(profile));
  }
  process.send?.(`${message}:done`);
}

const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
answerParent(stop, (m) => m.startsWith('profile:') && void onProfileMessage(m));
process.stdout.write(`BENCH_READY ${server.url}\n`);
