import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FullConfig } from '@playwright/test';
import { E2E_ENV } from './env';

const READY_PREFIX = 'E2E_READY ';
const root = path.resolve(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * Starts one portal for the whole run (e2e/support/portal.ts: web build if stale, embedded
 * PostgreSQL, real server, SMTP catcher) as a child process in its own process group, hands its
 * URLs to the workers through environment variables, and stops it at the end.
 */
export default async function globalSetup(_config: FullConfig) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'e2e/support/portal.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = await new Promise<{ baseUrl: string; mailUrl: string; dataDir: string }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the e2e portal did not start in time')),
        STARTUP_TIMEOUT_MS,
      );
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        if (line.startsWith(READY_PREFIX)) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice(READY_PREFIX.length)));
        } else {
          process.stdout.write(`${line}\n`); // server logs (E2E_LOG_LEVEL)
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the e2e portal exited with code ${code} before it was ready`));
      });
    },
  );

  process.env[E2E_ENV.baseUrl] = ready.baseUrl;
  process.env[E2E_ENV.mailUrl] = ready.mailUrl;
  console.log(`[e2e] portal on ${ready.baseUrl}`);

  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), SHUTDOWN_TIMEOUT_MS).unref(),
    );
    if ((await Promise.race([exited, timeout])) === 'timeout' && child.pid) {
      // Its whole process group, embedded PostgreSQL included.
      process.kill(-child.pid, 'SIGKILL');
    }
  };
}
