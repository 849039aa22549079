import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, signInOwner, startTestApp, type TestApp } from '../../support/test-app';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../support/webhook-receiver';
import { buildApprovedProject } from '../../support/factories';
import { createEndpoint, deliveriesOf, eventually } from './support';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
let app: TestApp;
let receiver: WebhookReceiver;
const children: ChildProcess[] = [];

/** A portal in a process of its own on the test app's database, running its jobs (and so its webhook sender). */
function startPortal(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../support/portal-process.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        APP_SECRET: SECRET,
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        WEBHOOK_ALLOW_PRIVATE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('PORTAL_READY ')) resolve(child);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`portal exited with ${code ?? signal}:\n${stderr.slice(-2000)}`)),
    );
  });
}

function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  return exited;
}

beforeAll(async () => {
  // The test app serves the API (no jobs); the portal processes send.
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  await receiver?.close();
  await app?.close();
});

describe('a portal killed mid-delivery', () => {
  it('loses no event: after a restart the delivery goes again with the same webhook-id', async () => {
    const admin = await signInOwner(app);
    const { endpoint, secret } = await createEndpoint(admin.http, receiver.url, ['project.created']);
    // The receiver takes the first request and never answers it.
    receiver.answer((request) => (receiver.received.indexOf(request) === 0 ? 'hang' : { status: 200 }));
    const first = await startPortal(app.databaseUrl);
    await buildApprovedProject(app, admin.http);
    const [held] = await receiver.waitForCount(1, 20_000);
    const heldId = held!.headers['webhook-id'];
    // More changes while the sender is stuck: they must all arrive too.
    for (let i = 0; i < 4; i += 1) await buildApprovedProject(app, admin.http);
    await killHard(first);
    await startPortal(app.databaseUrl);
    const rows = await eventually(
      () => deliveriesOf(app, endpoint.id),
      (r) => r.length === 5 && r.every((d) => d.status === 'succeeded'),
      30_000,
    );
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids.filter((id) => id === heldId).length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set(rows.map((d) => d.event_id)));
    expect(receiver.received.every((r) => verifyStandardWebhook(secret, r, r.at))).toBe(true);
    // The killed attempt left no trace but the retry: each delivery succeeded on its recorded attempt.
    expect(rows.every((d) => d.attempts === 1)).toBe(true);
  }, 90_000);
});
