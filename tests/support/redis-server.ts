import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../src/server/db/embedded';

/** Debian's `redis-server` (installed by `.ci/run`), or null when this machine has none. */
export const REDIS_SERVER: string | null = (() => {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  return found.status === 0 && bin ? bin : null;
})();

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server; what it held is gone (nothing is saved to disk). */
  close(): Promise<void>;
}

/**
 * A real Redis for tests: its own process on a loopback port (a free one, or `port` to start one
 * again where a stopped one was), nothing saved to disk. Resolves once it accepts connections.
 */
export async function startRedis(options: { port?: number } = {}): Promise<TestRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
  const url = `redis://127.0.0.1:${port}`;
  await waitUntilReady(port, child, () => output);
  return {
    url,
    port,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls with PING until Redis answers PONG (about 10 ms on a quiet machine), at most 10 s. */
async function waitUntilReady(port: number, child: ChildProcess, output: () => string) {
  const { default: IORedis } = await import('ioredis');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output()}`);
    const probe = new IORedis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // Not listening yet.
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}: ${output()}`);
}
