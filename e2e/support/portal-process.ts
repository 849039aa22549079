import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const READY_PREFIX = 'E2E_READY ';
const root = path.resolve(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

export interface PortalProcess {
  baseUrl: string;
  mailUrl: string;
  /** The run's temp folder (the served build is its `web/`). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts an e2e portal (e2e/support/portal.ts: web build if stale, embedded PostgreSQL, real
 * server, SMTP catcher, demo agency) as a child process in its own process group, and stops it
 * (and its embedded PostgreSQL) on `stop()`. `env` reaches the harness: `E2E_GEMINI=off` starts
 * it without Gemini keys (the assistant's offline mode).
 */
export async function startPortalProcess(env: Record<string, string> = {}): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'e2e/support/portal.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = await new Promise<Omit<PortalProcess, 'stop'>>((resolve, reject) => {
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
  });

  return {
    ...ready,
    stop: async () => {
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
    },
  };
}
