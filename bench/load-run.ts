/**
 * The load bench's engine (bench/load.ts, bench/faults.ts): the real server entry
 * (src/server/start.ts, production, jobs on) as a child process on an embedded PostgreSQL this
 * process owns, simulated clients and admins with sessions and realtime sockets, every
 * acknowledged write recorded by a unique marker in its payload and looked for afterwards.
 * Several instances (decision 0051): N children on the same PostgreSQL and one Redis, behind the
 * round-robin proxy of tests/support, every user talking to the proxy only.
 * Faults on demand: the server (instance 1) SIGKILLed and started again, PostgreSQL stopped for a
 * while. The pending e-mail copies of notifications are counted every 30 s, during the load and
 * after it until none is left or BENCH_LOAD_DRAIN_SECONDS pass.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded';
import { REALTIME_PATH } from '../src/shared/realtime';
import { startRoundRobinProxy, type RoundRobinProxy } from '../tests/support/round-robin-proxy';
import { startRedis, type TestRedis } from '../tests/support/redis-server';
import { root } from './lib';

export interface LoadOptions {
  users: number;
  durationSeconds: number;
  /** Share of the users that are admins. */
  adminShare: number;
  /** Mean pause between one user's operations (ms), as a person reading a screen. */
  thinkMs: number;
  /** SIGKILL the server (with several instances: instance 1) this many seconds in, and start it again. */
  killAt?: number;
  /** Stop PostgreSQL this many seconds in, for `outageSeconds`. */
  outageAt?: number;
  outageSeconds: number;
  /** Server instances (1). With 2 or more: one Redis, and the users talk to the round-robin proxy. */
  instances?: number;
  /** With one instance, talk to it through the proxy too (the same hop as a several-instance run). */
  proxy?: boolean;
  /** After the load, how long to keep counting pending e-mail copies until none is left (300 s). */
  drainSeconds?: number;
}

/** One server child: its own port, log and data folder; the same database, secret and Redis. */
interface Instance {
  number: number;
  port: number;
  url: string;
  log: string;
  child?: ChildProcess;
  expectedExit: boolean;
  /** How each of its processes ended: `code 0`, `SIGKILL (by the bench)`, `code 1 (unexpected)`. */
  exits: string[];
}

interface BacklogSample {
  /** Seconds since the load started. */
  at: number;
  phase: 'load' | 'drain';
  /** Pending e-mail copies; null when the count could not be read (PostgreSQL down). */
  pending: number | null;
}

/**
 * The notification e-mail copies not sent yet (the notification-emails job's queue): the
 * notifications whose `email_status` is still 'pending' (src/server/db/schema/notifications.ts).
 */
const PENDING_EMAIL_COPIES = `SELECT count(*) AS n FROM notifications WHERE email_status = 'pending'`;

interface Write {
  kind: 'project' | 'ticket' | 'reply' | 'comment';
  marker: string;
}

interface User {
  index: number;
  email: string;
  cookie: string;
  admin: boolean;
  projectId?: string;
  ticketIds: string[];
  socket?: WebSocket;
  socketOpen: boolean;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const p = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

export async function runLoad(options: LoadOptions) {
  const runId = randomBytes(4).toString('hex');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-load-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const pgDir = path.join(dir, 'pg');
  const pgPort = await freePort();
  let database: EmbeddedServer = await startEmbeddedPostgres(pgDir, { database: 'websy_load', port: pgPort });
  const databaseUrl = database.url();
  const instanceCount = Math.max(1, Math.floor(options.instances ?? 1));
  const drainSeconds = options.drainSeconds ?? 300;
  // Several instances: the users reach them through the proxy only (its URL is their PUBLIC_URL,
  // the Origin they accept); the edits of shared documents travel through Redis.
  let proxy: RoundRobinProxy | undefined;
  let redis: TestRedis | undefined;
  if (instanceCount > 1 || options.proxy) proxy = await startRoundRobinProxy();
  if (instanceCount > 1)
    redis = await startRedis().catch(async (error: unknown) => {
      // Not in the try below yet: stop what is already running.
      await proxy?.close();
      await database.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
  const instances: Instance[] = [];
  for (let number = 1; number <= instanceCount; number += 1) {
    const port = await freePort();
    instances.push({
      number,
      port,
      url: `http://127.0.0.1:${port}`,
      log: path.join(dir, instanceCount > 1 ? `server-${number}.log` : 'server.log'),
      expectedExit: false,
      exits: [],
    });
  }
  proxy?.setTargets(instances.map((i) => i.url));
  /** Where the users go: the proxy, or the one instance itself. */
  const base = proxy?.url ?? instances[0]!.url;
  const appSecret = randomBytes(32).toString('hex');
  const envOf = (instance: Instance) => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, instanceCount > 1 ? `data-${instance.number}` : 'data'),
    APP_SECRET: appSecret,
    ...(redis && { REDIS_URL: redis.url }),
    OWNER_EMAIL: 'owner@load.test',
    OWNER_PASSWORD: 'owner-password-load',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_IN_MAX: '100000',
    RATE_LIMIT_MAX: '10000000',
    RATE_LIMIT_WRITES_MAX: '10000000',
    SKIP_WEB_BUILD: 'true',
    // On every instance: pg-boss runs each scheduled job once across them.
    JOBS_ENABLED: 'true',
  });

  // ---- the server processes ------------------------------------------------------------
  let crashes = 0;
  const healthy = (url: string) =>
    fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
  const startServerProcess = async (instance: Instance) => {
    instance.expectedExit = false;
    const logStream = createWriteStream(instance.log, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/start.ts')], {
      cwd: root,
      env: envOf(instance),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(logStream, { end: false });
    child.stderr!.pipe(logStream, { end: false });
    child.once('exit', (code, signal) => {
      const how = signal ?? `code ${code}`;
      if (instance.expectedExit) instance.exits.push(signal === 'SIGKILL' ? `${how} (by the bench)` : how);
      else {
        crashes += 1;
        instance.exits.push(`${how} (unexpected)`);
        console.error(`instance ${instance.number} exited unexpectedly (${how}); see ${instance.log}`);
      }
    });
    // Its last lines are in once both pipes have closed.
    child.once('close', () => logStream.end());
    instance.child = child;
    const started = Date.now();
    for (;;) {
      // Killed by a signal, exitCode stays null: signalCode says it is gone.
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `instance ${instance.number} did not start (${child.signalCode ?? `code ${child.exitCode}`}); see ${instance.log}`,
        );
      if (await healthy(instance.url)) return Date.now() - started;
      if (Date.now() - started > 600_000)
        throw new Error(`instance ${instance.number} did not answer within 10 minutes; see ${instance.log}`);
      await wait(200);
    }
  };
  /** SIGTERM, 15 s to finish, then SIGKILL. */
  const stopServerProcess = async (instance: Instance) => {
    const child = instance.child;
    instance.expectedExit = true;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, wait(15_000)]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  let owner = new pg.Client({ connectionString: databaseUrl });
  // An outage ends this connection too: the bench reconnects to verify.
  owner.on('error', () => undefined);
  const results = {
    ops: new Map<string, { latencies: number[]; errors: number; faultErrors: number; conflicts: number }>(),
    writes: [] as Write[],
    unacknowledged: [] as Write[],
    statusChanges: new Map<string, { acked: string | null; attempted: Set<string> }>(),
    socketOpens: 0,
    socketDrops: 0,
    errorsSample: [] as string[],
  };
  let faultWindow = false;
  const backlog: BacklogSample[] = [];
  const backlogErrors = new Set<string>();
  const op = (name: string) => {
    let entry = results.ops.get(name);
    if (!entry) results.ops.set(name, (entry = { latencies: [], errors: 0, faultErrors: 0, conflicts: 0 }));
    return entry;
  };

  try {
    if (options.killAt !== undefined && instanceCount > 1)
      console.log(
        `With ${instanceCount} instances --kill-at kills instance 1 only; the others keep serving.`,
      );
    if (redis) console.log(`Redis on ${redis.url}`);
    // One after the other: the first migrates the empty database, the others find it ready.
    for (const instance of instances) {
      console.log(
        `Starting ${instanceCount > 1 ? `instance ${instance.number}` : 'the server'} (production entry, jobs on) on ${instance.url}…`,
      );
      const took = await startServerProcess(instance);
      console.log(`  ready in ${(took / 1000).toFixed(1)} s`);
    }
    if (proxy)
      console.log(`Round-robin proxy on ${proxy.url} in front of ${instances.map((i) => i.url).join(', ')}`);
    await owner.connect();

    // ---- users: sign up, admins promoted, one project per client --------------------------
    const admins = Math.max(1, Math.round(options.users * options.adminShare));
    const users: User[] = [];
    const signUp = async (index: number, admin: boolean): Promise<User> => {
      const email = `load-${runId}-${index}@load.test`;
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'load-password-1', name: `Load ${index}` }),
      });
      if (res.status !== 200) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { index, email, cookie, admin, ticketIds: [], socketOpen: false };
    };
    const seedStarted = Date.now();
    for (let i = 0; i < options.users; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, options.users - i) }, (_, k) => signUp(i + k, i + k < admins)),
      );
      users.push(...batch);
    }
    await owner.query(`UPDATE users SET role = 'admin' WHERE email = ANY($1)`, [
      users.filter((u) => u.admin).map((u) => u.email),
    ]);
    const clients = users.filter((u) => !u.admin);
    const adminUsers = users.filter((u) => u.admin);
    console.log(`  ${clients.length} clients and ${adminUsers.length} admins signed up`);

    // ---- HTTP as a browser: cookie, Origin; errors counted per operation -------------------
    let seq = 0;
    const marker = (user: User) => `ld-${runId}-${user.index}-${++seq}`;
    const call = async (user: User, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          cookie: user.cookie,
          origin: base,
          'accept-language': 'es',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      return {
        status: res.status,
        json: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
        text,
      };
    };
    /** One operation: its requests run as a screen runs them (together); failure of any fails it. */
    const measure = async (name: string, user: User, fn: () => Promise<number[]>) => {
      const entry = op(name);
      const started = performance.now();
      let failed: string | undefined;
      try {
        const statuses = await fn();
        const bad = statuses.find((s) => s >= 500 || (s >= 400 && s !== 409));
        if (bad) failed = `${name}: ${bad}`;
        if (statuses.includes(409)) entry.conflicts += 1;
      } catch (error) {
        failed = `${name}: ${(error as Error).message}`;
      }
      if (!failed) entry.latencies.push(performance.now() - started);
      else if (faultWindow) entry.faultErrors += 1;
      else {
        entry.errors += 1;
        if (results.errorsSample.length < 20) results.errorsSample.push(`${user.email} ${failed}`);
      }
    };
    const statuses = (...rs: Array<{ status: number }>) => rs.map((r) => r.status);

    for (const client of clients) {
      const res = await call(client, 'POST', '/api/projects', { name: marker(client), description: 'Carga' });
      if (res.status !== 201) throw new Error(`seed project: ${res.status} ${res.text}`);
      client.projectId = res.json.project.id as string;
    }
    const projectIds = () => clients.map((c) => c.projectId!).filter(Boolean);
    const allTickets: Array<{ id: string; admin: number }> = [];
    console.log(`  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    // ---- realtime sockets, reconnecting as the web client does (1, 2, 5, 10 s) -------------
    let running = true;
    const openSocket = (user: User, attempt = 0) => {
      if (!running) return;
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
        headers: { cookie: user.cookie, origin: base },
      });
      user.socket = ws;
      ws.on('open', () => {
        user.socketOpen = true;
        results.socketOpens += 1;
        attempt = 0;
        for (const table of ['notifications', 'projects', 'tickets', 'comments'])
          ws.send(JSON.stringify({ type: 'subscribe', table }));
      });
      ws.on('error', () => undefined);
      ws.on('close', () => {
        // Closed by the server (a restart, a check), not by the bench at the end.
        if (user.socketOpen && running) results.socketDrops += 1;
        user.socketOpen = false;
        if (!running) return;
        const delay = [1000, 2000, 5000, 10_000][Math.min(attempt, 3)]!;
        setTimeout(() => openSocket(user, attempt + 1), delay * (0.5 + Math.random() / 2)).unref();
      });
    };
    for (const user of users) openSocket(user);

    // ---- the mix ---------------------------------------------------------------------------
    const write = async (
      user: User,
      kind: Write['kind'],
      url: string,
      body: Record<string, unknown>,
      m: string,
    ) => {
      const res = await call(user, 'POST', url, body).catch((error: unknown) => {
        results.unacknowledged.push({ kind, marker: m });
        throw error;
      });
      if (res.status === 200 || res.status === 201) results.writes.push({ kind, marker: m });
      else results.unacknowledged.push({ kind, marker: m });
      return res;
    };
    const clientOps: Array<[number, string, (u: User) => Promise<number[]>]> = [
      [
        18,
        'page:dashboard',
        async (u) => {
          const html = await fetch(`${base}/`, { headers: { cookie: u.cookie } });
          await html.text();
          const rs = await Promise.all([
            call(u, 'GET', '/api/me'),
            call(u, 'GET', '/api/projects?limit=10'),
            call(u, 'GET', '/api/notifications/stats'),
            call(u, 'GET', '/api/notifications?limit=10'),
          ]);
          return [html.status, ...statuses(...rs)];
        },
      ],
      [
        15,
        'page:project',
        async (u) =>
          statuses(
            ...(await Promise.all([
              call(u, 'GET', `/api/projects/${u.projectId}`),
              call(u, 'GET', `/api/projects/${u.projectId}/phases`),
              call(u, 'GET', `/api/projects/${u.projectId}/comments`),
            ])),
          ),
      ],
      [
        10,
        'list:projects',
        async (u) => statuses(await call(u, 'GET', '/api/projects?status=development&sort=name&search=ld')),
      ],
      [10, 'list:tickets', async (u) => statuses(await call(u, 'GET', '/api/tickets?estado=abierto'))],
      [
        10,
        'notifications:read',
        async (u) =>
          statuses(
            await call(u, 'GET', '/api/notifications?is_read=false'),
            await call(u, 'POST', '/api/notifications/mark-read', { all: true }),
          ),
      ],
      [
        12,
        'write:comment',
        async (u) => {
          const m = marker(u);
          return statuses(
            await write(u, 'comment', `/api/projects/${u.projectId}/comments`, { content: m }, m),
          );
        },
      ],
      [
        8,
        'write:ticket',
        async (u) => {
          const m = marker(u);
          const res = await write(
            u,
            'ticket',
            '/api/tickets',
            { asunto: m, mensaje: `Mensaje ${m}`, prioridad: 'media' },
            m,
          );
          if (res.status === 201) {
            u.ticketIds.push(res.json.ticket.id);
            allTickets.push({ id: res.json.ticket.id, admin: allTickets.length % adminUsers.length });
          }
          return statuses(res);
        },
      ],
      [
        8,
        'write:reply',
        async (u) => {
          const id = pick(u.ticketIds);
          if (!id) return [];
          const m = marker(u);
          return statuses(await write(u, 'reply', `/api/tickets/${id}/replies`, { mensaje: m }, m));
        },
      ],
      [
        3,
        'write:project',
        async (u) => {
          const m = marker(u);
          return statuses(await write(u, 'project', '/api/projects', { name: m, description: 'Carga' }, m));
        },
      ],
    ];
    const STATES = ['abierto', 'en_progreso', 'resuelto', 'cerrado'];
    const adminOps: Array<[number, string, (u: User) => Promise<number[]>]> = [
      [
        18,
        'page:console',
        async (u) =>
          statuses(
            ...(await Promise.all([
              call(u, 'GET', '/api/me'),
              call(u, 'GET', '/api/admin/counts'),
              call(u, 'GET', '/api/projects?limit=20'),
              call(u, 'GET', '/api/tickets?limit=20'),
              call(u, 'GET', '/api/notifications/stats'),
            ])),
          ),
      ],
      [
        14,
        'list:projects-admin',
        async (u) =>
          statuses(await call(u, 'GET', '/api/projects?search=ld-&approval_status=pending&sort=updated_at')),
      ],
      [
        10,
        'list:tickets-admin',
        async (u) => statuses(await call(u, 'GET', '/api/tickets?estado=en_progreso&limit=20')),
      ],
      [
        10,
        'page:project-admin',
        async (u) => {
          const id = pick(projectIds());
          return statuses(
            ...(await Promise.all([
              call(u, 'GET', `/api/projects/${id}`),
              call(u, 'GET', `/api/projects/${id}/phases`),
            ])),
          );
        },
      ],
      [
        12,
        'write:comment',
        async (u) => {
          const m = marker(u);
          return statuses(
            await write(u, 'comment', `/api/projects/${pick(projectIds())}/comments`, { content: m }, m),
          );
        },
      ],
      [
        10,
        'write:reply',
        async (u) => {
          // An admin answers the tickets whose state they keep (a staff reply moves abierto on).
          const ticket = pick(allTickets.filter((t) => adminUsers[t.admin] === u));
          if (!ticket) return [];
          const m = marker(u);
          const res = await write(u, 'reply', `/api/tickets/${ticket.id}/replies`, { mensaje: m }, m);
          const record = results.statusChanges.get(ticket.id);
          if (res.status === 200 && record?.acked === 'abierto') record.acked = 'en_progreso';
          if (res.status !== 200 && record?.acked === 'abierto') record.attempted.add('en_progreso');
          return statuses(res);
        },
      ],
      [
        10,
        'write:ticket-status',
        async (u) => {
          // Each ticket's state is changed by one admin only, so its last acknowledged state is known.
          const mine = allTickets.filter((t) => adminUsers[t.admin] === u);
          const ticket = pick(mine);
          if (!ticket) return [];
          const estado = pick(STATES)!;
          const record = results.statusChanges.get(ticket.id) ?? {
            acked: null,
            attempted: new Set<string>(),
          };
          results.statusChanges.set(ticket.id, record);
          record.attempted.add(estado);
          const res = await call(u, 'PATCH', `/api/tickets/${ticket.id}`, { estado });
          if (res.status === 200) {
            record.acked = estado;
            record.attempted = new Set();
          }
          return statuses(res);
        },
      ],
      [
        8,
        'notifications:read',
        async (u) =>
          statuses(
            await call(u, 'GET', '/api/notifications?is_read=false&limit=20'),
            await call(u, 'POST', '/api/notifications/mark-read', { all: true }),
          ),
      ],
    ];
    const choose = (ops: typeof clientOps) => {
      const total = ops.reduce((s, [w]) => s + w, 0);
      let r = Math.random() * total;
      for (const entry of ops) if ((r -= entry[0]) < 0) return entry;
      return ops[0]!;
    };

    // ---- faults ----------------------------------------------------------------------------
    const faults: string[] = [];
    const loadStarted = Date.now();
    const endAt = loadStarted + options.durationSeconds * 1000;
    const faultTasks: Array<Promise<void>> = [];
    let killedAt = 0;
    if (options.killAt !== undefined) {
      faultTasks.push(
        (async () => {
          await wait(options.killAt! * 1000);
          // With several instances, instance 1 only: the proxy keeps sending it its turn (it has no
          // health check), so those requests fail until it is back, inside the fault window.
          const victim = instances[0]!;
          const child = victim.child!;
          faultWindow = true;
          victim.expectedExit = true;
          killedAt = Date.now();
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGKILL');
          await exited;
          const restart = await startServerProcess(victim);
          faultWindow = false;
          faults.push(
            `SIGKILL ${instanceCount > 1 ? 'of instance 1 ' : ''}at ${options.killAt} s; it answered again ${((Date.now() - killedAt) / 1000).toFixed(1)} s later (start-up ${(restart / 1000).toFixed(1)} s)`,
          );
        })(),
      );
    }
    const outage = {
      probes: [] as Array<{ at: number; health: number; api: number; code: string; ms: number }>,
      recoveredAfterMs: 0,
      maxProbeMs: 0,
    };
    if (options.outageAt !== undefined) {
      faultTasks.push(
        (async () => {
          await wait(options.outageAt! * 1000);
          faultWindow = true;
          const stoppedAt = Date.now();
          await database.stop();
          const probeUser = clients[0]!;
          const probing = (async () => {
            while (Date.now() - stoppedAt < options.outageSeconds * 1000) {
              const started = performance.now();
              const [health, api] = await Promise.all([
                fetch(`${base}/api/health`, { signal: AbortSignal.timeout(20_000) })
                  .then((r) => r.status)
                  .catch(() => 0),
                call(probeUser, 'GET', '/api/me').catch(() => ({ status: 0, json: null, text: '' })),
              ]);
              const ms = performance.now() - started;
              outage.maxProbeMs = Math.max(outage.maxProbeMs, ms);
              outage.probes.push({
                at: Date.now() - stoppedAt,
                health,
                api: api.status,
                code: api.json?.error?.code ?? '',
                ms,
              });
              await wait(1000);
            }
          })();
          await wait(options.outageSeconds * 1000);
          await probing;
          database = await startEmbeddedPostgres(pgDir, { database: 'websy_load', port: pgPort });
          const startedAgain = Date.now();
          // Every instance answers healthy again (each one directly, not through the proxy).
          for (;;) {
            const ok = await Promise.all(instances.map((i) => healthy(i.url)));
            if (ok.every(Boolean)) break;
            await wait(200);
          }
          outage.recoveredAfterMs = Date.now() - startedAgain;
          faultWindow = false;
          faults.push(
            `PostgreSQL stopped at ${options.outageAt} s for ${options.outageSeconds} s; health 200 again ${(outage.recoveredAfterMs / 1000).toFixed(1)} s after it came back`,
          );
        })(),
      );
    }

    // ---- the e-mail backlog: pending copies every 30 s ------------------------------------
    // A connection of its own that survives a PostgreSQL outage (a sample then reads "unavailable").
    const backlogDb = new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      connectionTimeoutMillis: 5000,
      query_timeout: 30_000,
    });
    backlogDb.on('error', () => undefined);
    const sampleBacklog = async (phase: BacklogSample['phase']) => {
      const at = Math.round((Date.now() - loadStarted) / 1000);
      const pending = await backlogDb
        .query<{ n: string }>(PENDING_EMAIL_COPIES)
        .then((r) => Number(r.rows[0]!.n))
        .catch((error: unknown) => {
          backlogErrors.add((error as Error).message);
          return null;
        });
      backlog.push({ at, phase, pending });
      return pending;
    };
    const showPending = (n: number | null) => (n === null ? 'unavailable' : String(n));

    // ---- run -------------------------------------------------------------------------------
    console.log(
      `Load: ${options.users} users for ${options.durationSeconds} s (think time ≈ ${options.thinkMs} ms)${proxy ? ` through the proxy to ${instanceCount} instance${instanceCount > 1 ? 's' : ''}` : ''}…`,
    );
    console.log(`  0 s: ${showPending(await sampleBacklog('load'))} e-mail copies pending`);
    const progress = setInterval(() => {
      const done = [...results.ops.values()].reduce((s, e) => s + e.latencies.length, 0);
      const open = users.filter((u) => u.socketOpen).length;
      void sampleBacklog('load').then((pending) =>
        console.log(
          `  ${Math.round((Date.now() - loadStarted) / 1000)} s: ${done} operations, ${results.writes.length} writes, ${open} sockets open, ${showPending(pending)} e-mail copies pending`,
        ),
      );
    }, 30_000);
    await Promise.all(
      users.map(async (user) => {
        await wait(Math.random() * options.thinkMs);
        while (Date.now() < endAt) {
          const [, name, fn] = choose(user.admin ? adminOps : clientOps);
          await measure(name, user, () => fn(user));
          await wait(options.thinkMs * (0.5 + Math.random()));
        }
      }),
    );
    clearInterval(progress);
    await Promise.all(faultTasks);
    const elapsed = (Date.now() - loadStarted) / 1000;
    // Sockets reconnect by themselves: give them their backoff to come back.
    const socketWait = Date.now();
    while (users.some((u) => !u.socketOpen) && Date.now() - socketWait < 20_000) await wait(500);
    const socketsOpen = users.filter((u) => u.socketOpen).length;
    running = false;
    for (const u of users) u.socket?.close();

    // ---- the e-mail backlog after the load: every 30 s until none is left, or drainSeconds ----
    const loadStopped = Date.now();
    let drainedAfter: number | null = null;
    console.log(
      `Load stopped; counting pending e-mail copies every 30 s for up to ${drainSeconds} s until none is left…`,
    );
    for (let k = 0; ; k += 1) {
      const pending = await sampleBacklog('drain');
      const since = Math.round((Date.now() - loadStopped) / 1000);
      console.log(`  ${since} s after the load: ${showPending(pending)} e-mail copies pending`);
      if (pending === 0) {
        drainedAfter = since;
        break;
      }
      const next = loadStopped + (k + 1) * 30_000;
      if (next - loadStopped > drainSeconds * 1000) break;
      await wait(Math.max(0, next - Date.now()));
    }
    await backlogDb.end().catch(() => undefined);

    // ---- verification: every acknowledged write exactly once, nothing half-written ---------
    await owner.end().catch(() => undefined);
    owner = new pg.Client({ connectionString: databaseUrl });
    owner.on('error', () => undefined);
    await owner.connect();
    const like = `ld-${runId}-%`;
    const counted = async (q: string) => {
      const { rows } = await owner.query<{ m: string; n: string }>(q, [like]);
      return new Map(rows.map((r) => [r.m, Number(r.n)]));
    };
    const found = {
      project: await counted(
        `SELECT name AS m, count(*) AS n FROM projects WHERE name LIKE $1 GROUP BY name`,
      ),
      ticket: await counted(
        `SELECT asunto AS m, count(*) AS n FROM tickets WHERE asunto LIKE $1 GROUP BY asunto`,
      ),
      reply: await counted(
        `SELECT mensaje AS m, count(*) AS n FROM ticket_replies WHERE mensaje LIKE $1 GROUP BY mensaje`,
      ),
      comment: await counted(
        `SELECT content AS m, count(*) AS n FROM comments WHERE content LIKE $1 GROUP BY content`,
      ),
    };
    let missing = 0;
    for (const w of results.writes) if ((found[w.kind].get(w.marker) ?? 0) === 0) missing += 1;
    // Any marker twice, acknowledged or not: a write is never applied twice.
    const duplicated = Object.values(found).reduce(
      (s, map) => s + [...map.values()].filter((n) => n > 1).length,
      0,
    );
    const unackedPresent = results.unacknowledged.filter(
      (w) => (found[w.kind].get(w.marker) ?? 0) > 0,
    ).length;
    const halfWritten = {
      projectsWithoutActivity: Number(
        (
          await owner.query(
            `SELECT count(*) AS n FROM projects p WHERE p.name LIKE $1
               AND NOT EXISTS (SELECT 1 FROM project_activity_log a WHERE a.project_id = p.id AND a.action = 'created')`,
            [like],
          )
        ).rows[0].n,
      ),
      clientProjectsWithoutNotification: Number(
        (
          await owner.query(
            `SELECT count(*) AS n FROM projects p WHERE p.name LIKE $1 AND p.approval_status = 'pending'
               AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.message LIKE '%' || p.name || '%')`,
            [like],
          )
        ).rows[0].n,
      ),
      ticketsWithoutNotification: Number(
        (
          await owner.query(
            `SELECT count(*) AS n FROM tickets t WHERE t.asunto LIKE $1
               AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.message LIKE '%' || t.asunto || '%')`,
            [like],
          )
        ).rows[0].n,
      ),
    };
    let statusMismatches = 0;
    if (results.statusChanges.size) {
      const { rows } = await owner.query<{ id: string; estado: string }>(
        `SELECT id, estado FROM tickets WHERE id = ANY($1)`,
        [[...results.statusChanges.keys()]],
      );
      for (const row of rows) {
        const record = results.statusChanges.get(row.id)!;
        if (record.acked && row.estado !== record.acked && !record.attempted.has(row.estado))
          statusMismatches += 1;
      }
    }

    // ---- jobs: the scheduled work runs again after a restart -------------------------------
    let jobs = '';
    if (killedAt) {
      const deadline = Date.now() + 150_000;
      let completed = 0;
      while (Date.now() < deadline) {
        const { rows } = await owner.query(
          `SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification-emails' AND state = 'completed' AND completed_on > $1`,
          [new Date(killedAt)],
        );
        completed = Number(rows[0].n);
        if (completed > 0) break;
        await wait(5000);
      }
      const stuck = await owner.query(
        `SELECT count(*) AS n FROM pgboss.job WHERE state = 'active' AND started_on < $1`,
        [new Date(killedAt)],
      );
      jobs = `notification-emails runs completed after the restart: ${completed}; jobs still 'active' from before the kill: ${stuck.rows[0].n}`;
    }
    // Each scheduled run of the e-mail job once, whichever instance took it: no two runs overlap.
    const mailRuns = (
      await owner.query<{ runs: string; overlapping: string }>(
        `SELECT (SELECT count(*) FROM pgboss.job WHERE name = 'notification-emails' AND state = 'completed'
                   AND started_on >= $1) AS runs,
                (SELECT count(*) FROM pgboss.job a JOIN pgboss.job b ON a.name = b.name AND a.id < b.id
                  WHERE a.name = 'notification-emails' AND a.started_on >= $1 AND b.started_on >= $1
                    AND a.started_on < coalesce(b.completed_on, now()) AND b.started_on < coalesce(a.completed_on, now())
                ) AS overlapping`,
        [new Date(loadStarted)],
      )
    ).rows[0]!;

    // ---- the instances stop (SIGTERM), for their exit states -------------------------------
    const served = proxy ? [...proxy.served] : [];
    await Promise.all(instances.map((i) => stopServerProcess(i)));

    // ---- report ----------------------------------------------------------------------------
    let total = 0;
    let errors = 0;
    let faultErrors = 0;
    let conflicts = 0;
    const rows: string[] = [];
    for (const [name, entry] of [...results.ops.entries()].sort()) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      total += sorted.length + entry.errors + entry.faultErrors;
      errors += entry.errors;
      faultErrors += entry.faultErrors;
      conflicts += entry.conflicts;
      rows.push(
        `| ${name} | ${sorted.length + entry.errors + entry.faultErrors} | ${entry.errors} | ${entry.faultErrors} | ${p(sorted, 0.5).toFixed(0)} | ${p(sorted, 0.95).toFixed(0)} | ${p(sorted, 0.99).toFixed(0)} |`,
      );
    }
    const outsideFaults = total - faultErrors;
    const errorRate = outsideFaults ? (errors / outsideFaults) * 100 : 0;
    console.log(
      `\nRun ${runId}: ${options.users} users (${adminUsers.length} admins), ${elapsed.toFixed(0)} s, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('\n| operation | count | errors | errors in a fault window | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(
      `\nOperations: ${total} (${(total / elapsed).toFixed(1)}/s); errors outside fault windows: ${errors} (${errorRate.toFixed(3)} %); in fault windows: ${faultErrors}; 409 conflicts tolerated: ${conflicts}`,
    );
    if (results.errorsSample.length)
      console.log(`Errors (first ${results.errorsSample.length}):\n  ${results.errorsSample.join('\n  ')}`);
    console.log(
      `Acknowledged writes: ${results.writes.length}; missing: ${missing}; duplicated: ${duplicated}`,
    );
    console.log(
      `Unacknowledged writes: ${results.unacknowledged.length} (of which committed anyway: ${unackedPresent})`,
    );
    console.log(
      `Half-written: ${JSON.stringify(halfWritten)}; ticket states not the last acknowledged: ${statusMismatches}`,
    );
    console.log(
      `Sockets: ${results.socketOpens} opened, ${results.socketDrops} dropped, ${socketsOpen}/${users.length} open at the end`,
    );
    const servedTotal = served.reduce((s, n) => s + n, 0);
    for (const instance of instances)
      console.log(
        `Instance ${instance.number} (port ${instance.port}): ${proxy ? `${served[instance.number - 1] ?? 0} requests and socket upgrades from the proxy (${servedTotal ? (((served[instance.number - 1] ?? 0) / servedTotal) * 100).toFixed(1) : '0.0'} %)` : 'every request (no proxy)'}; exits: ${instance.exits.join(', ') || 'still running'}`,
      );
    console.log(`Server crashes (unexpected exits): ${crashes}`);
    console.log(
      `notification-emails runs completed since the load began: ${mailRuns.runs}; runs overlapping another: ${mailRuns.overlapping}`,
    );
    const curve = [...backlog].sort((a, b) => a.at - b.at);
    console.log(
      `\nE-mail copies pending (notifications.email_status = 'pending'), by seconds since the load began (the load ran ${elapsed.toFixed(0)} s):`,
    );
    console.log('\n| s | phase | pending |');
    console.log('|---:|---|---:|');
    for (const sample of curve)
      console.log(`| ${sample.at} | ${sample.phase} | ${showPending(sample.pending)} |`);
    const lastPending = curve.at(-1)?.pending ?? null;
    console.log(
      drainedAfter !== null
        ? `E-mail backlog: none left ${drainedAfter} s after the load stopped (within ${drainSeconds} s: yes)`
        : `E-mail backlog: ${showPending(lastPending)} still pending ${drainSeconds} s after the load stopped (reached 0 within ${drainSeconds} s: no)`,
    );
    if (backlogErrors.size) console.log(`  backlog count failures: ${[...backlogErrors].join('; ')}`);
    for (const f of faults) console.log(`Fault: ${f}`);
    if (jobs) console.log(`Jobs: ${jobs}`);
    if (outage.probes.length) {
      const during = outage.probes;
      console.log(
        `Outage probes (${during.length}): /api/health ${[...new Set(during.map((x) => x.health))].join('/')}, GET /api/me ${[...new Set(during.map((x) => `${x.api} ${x.code}`))].join(', ')}; slowest probe ${outage.maxProbeMs.toFixed(0)} ms`,
      );
    }
    const halfCount = Object.values(halfWritten).reduce((s, n) => s + n, 0);
    const ok =
      missing === 0 &&
      duplicated === 0 &&
      halfCount === 0 &&
      statusMismatches === 0 &&
      crashes === 0 &&
      errorRate < 0.1;
    console.log(ok ? '\nPASS' : '\nFAIL');
    return {
      ok,
      missing,
      duplicated: duplicated,
      errorRate,
      outage,
      backlog: curve,
      drainedAfter,
      served,
      exits: instances.map((i) => i.exits),
    };
  } finally {
    await owner.end().catch(() => undefined);
    await Promise.all(instances.map((i) => stopServerProcess(i)));
    await proxy?.close().catch(() => undefined);
    await redis?.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
    else console.log(`Kept ${dir}`);
  }
}
