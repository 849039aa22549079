/**
 * Websy AI benchmark (decision 0022), on the admin console benchmark's agency (bench/console-seed.ts:
 * 20,000 projects, 200,000 tasks…):
 *   1. the system prompt's snapshot (`buildSnapshot`, the product's (docs/product.md#limits) ten reads, as the caller through
 *      row-level security): p50/p95 for an admin (every row) and a client (their 20 projects);
 *   2. the time to the first streamed token through the real portal's HTTP API under
 *      BENCH_CONVERSATIONS (20) concurrent conversations, each of its own client, each asking
 *      BENCH_QUESTIONS (10) questions one after another. The fake Gemini (tests/support/
 *      fake-gemini.ts, in this process) answers at once in 8 chunks 20 ms apart: the figure is the
 *      portal's own work before the model (session, limit, storing the question, history,
 *      snapshot, memory) plus the AI SDK's stream, never a real model's latency.
 * Knobs: BENCH_CONVERSATIONS, BENCH_QUESTIONS, BENCH_SNAPSHOT_RUNS (50); BENCH_VERBOSE=1 times each of
 * the snapshot's reads alone and prints the plan (EXPLAIN ANALYZE) of the slowest; BENCH_ONLY=snapshot
 * stops after the snapshot.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { asCaller, createDatabase, type Caller, type Database } from '../src/server/db/client';
import { sql } from 'drizzle-orm';
import {
  buildSnapshot,
  SNAPSHOT_LIMITS,
  snapshotQueries,
} from '../src/server/modules/assistant/internal/build-snapshot';
import { startFakeGemini } from '../tests/support/fake-gemini';
import { seedConsole } from './console-seed';
import { signIn, withBenchPortal } from './lib';
import { fmt } from './measure';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 20);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10);
const SNAPSHOT_RUNS = Number(process.env.BENCH_SNAPSHOT_RUNS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(sorted, 50), 1)} ms · p95 ${fmt(percentile(sorted, 95), 1)} ms · max ${fmt(sorted.at(-1) ?? 0, 1)} ms`;
};

async function timeSnapshot(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const pick = async (sql: string) => (await admin.query<{ id: string }>(sql)).rows[0]!.id;
  const callers: Array<[string, Caller]> = [
    [
      'admin (every row)',
      { id: await pick(`SELECT id FROM users WHERE email = 'staff1@bench.test'`), role: 'admin' },
    ],
    [
      'client (20 projects)',
      { id: await pick(`SELECT id FROM users WHERE email = 'client500@example.com'`), role: 'user' },
    ],
  ];
  await admin.end();
  const { db, pool } = createDatabase(databaseUrl, 2);
  try {
    for (const [label, caller] of callers) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i <= SNAPSHOT_RUNS; i += 1) {
        const t0 = performance.now();
        const snapshot = await asCaller(db, caller, (tx) => buildSnapshot(tx, caller.role));
        if (i > 0) times.push(performance.now() - t0);
        rows = Object.values(snapshot as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0);
      }
      console.log(`snapshot, ${label.padEnd(22)} ${rows} rows · ${summary(times)}`);
      if (process.env.BENCH_VERBOSE) await explainSlowest(db, caller);
    }
  } finally {
    await pool.end();
  }
}

/** Each of the snapshot's reads alone (median of 10), and the plan of the slowest. */
async function explainSlowest(db: Database, caller: Caller) {
  const medians: Array<[string, number]> = [];
  for (const name of Object.keys(SNAPSHOT_LIMITS)) {
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t0 = performance.now();
      await asCaller(db, caller, async (tx): Promise<void> => {
        await snapshotQueries(tx, caller.role)[name as keyof ReturnType<typeof snapshotQueries>];
      });
      times.push(performance.now() - t0);
    }
    medians.push([name, times.sort((a, b) => a - b)[5]!]);
  }
  medians.sort((a, b) => b[1] - a[1]);
  console.log(`  alone (median of 10): ${medians.map(([n, ms]) => `${n} ${fmt(ms, 1)} ms`).join(' · ')}`);
  const slowest = medians[0]![0] as keyof ReturnType<typeof snapshotQueries>;
  const plan = await asCaller(db, caller, async (tx) => {
    const query = snapshotQueries(tx, caller.role)[slowest].toSQL();
    const text = query.sql.replace(/\$(\d+)/g, (_, i: string) => String(query.params[Number(i) - 1]));
    return (await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`))).rows;
  });
  console.log(plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
}

/** One question: the time to its first text-delta and to the stream's end. */
async function askOnce(url: string, cookie: string, conversationId: string, text: string) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/assistant/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ text, time_zone: 'Europe/Madrid' }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`ask: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let first: number | undefined;
  let seen = '';
  for await (const chunk of res.body) {
    if (first === undefined) {
      seen += decoder.decode(chunk, { stream: true });
      if (seen.includes('"type":"text-delta"')) first = performance.now() - t0;
    }
  }
  if (first === undefined) throw new Error(`no text in the answer: ${seen.slice(0, 300)}`);
  return { first, total: performance.now() - t0 };
}

async function main() {
  await withBenchPortal('assistant', async ({ databaseUrl, startTarget }) => {
    await seedConsole(databaseUrl);
    await timeSnapshot(databaseUrl);
    if (process.env.BENCH_ONLY === 'snapshot') return;

    const gemini = await startFakeGemini();
    gemini.answer = () => ({
      text: [
        'Tu proyecto ',
        'va bien: ',
        'quedan ',
        'dos tareas ',
        'de la fase ',
        'de diseño ',
        'y una ',
        'de desarrollo.',
      ],
      delayMs: 20,
    });
    try {
      const portal = await startTarget('bench/targets/portal.ts', {
        GEMINI_API_KEYS: 'bench-key-1',
        GEMINI_BASE_URL: gemini.url,
        ASSISTANT_RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_SIGN_IN_MAX: '1000',
        RATE_LIMIT_MAX: '100000',
      });
      const run = randomUUID().slice(0, 8);
      const askers = await Promise.all(
        Array.from({ length: CONVERSATIONS }, async (_, i) => {
          const cookie = await signIn(
            portal.url,
            `bench-ai-${run}-${i}@example.com`,
            'bench-password-1',
            true,
          );
          const res = await fetch(`${portal.url}/api/assistant/conversations`, {
            method: 'POST',
            headers: { cookie, origin: portal.url, 'content-type': 'application/json' },
            body: JSON.stringify({ title: `Conversación ${i}` }),
          });
          const { conversation } = (await res.json()) as { conversation: { id: string } };
          return { cookie, conversationId: conversation.id };
        }),
      );
      // Each bench client owns projects with tasks, so their snapshot has rows.
      const owner = new pg.Client({ connectionString: databaseUrl });
      await owner.connect();
      await owner.query(
        `INSERT INTO projects (name, description, status, created_by, user_id, approval_status)
           SELECT 'Web ' || u.email || ' ' || k, 'Proyecto de prueba', 'development', u.id, u.id, 'approved'
             FROM users u, generate_series(1, 20) k WHERE u.email LIKE $1`,
        [`bench-ai-${run}-%`],
      );
      await owner.query(
        `INSERT INTO tasks (project_id, title, status)
           SELECT p.id, 'Tarea ' || k, 'pending' FROM projects p, generate_series(1, 10) k
            WHERE p.description = 'Proyecto de prueba'`,
      );
      await owner.query('ANALYZE');
      await owner.end();

      // One warm-up question per conversation, not counted.
      await Promise.all(askers.map((a) => askOnce(portal.url, a.cookie, a.conversationId, 'Hola')));
      const firsts: number[] = [];
      const totals: number[] = [];
      const started = performance.now();
      await Promise.all(
        askers.map(async (a) => {
          for (let q = 0; q < QUESTIONS; q += 1) {
            const r = await askOnce(portal.url, a.cookie, a.conversationId, `¿Cómo va mi proyecto? (${q})`);
            firsts.push(r.first);
            totals.push(r.total);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n${CONVERSATIONS} concurrent conversations × ${QUESTIONS} questions (${firsts.length} answers in ${fmt(seconds, 1)} s)`,
      );
      console.log(`time to first token:   ${summary(firsts)}`);
      console.log(`time to whole answer:  ${summary(totals)}  (the fake streams 8 chunks 20 ms apart)`);
    } finally {
      await gemini.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
