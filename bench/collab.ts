/**
 * Shared documents benchmark (`npm run bench:collab`, part of `npm run bench`; the decision 0017 goal:
 * 100 documents × 5 editors, p95 edit→peer ≤ 50 ms, every edit persisted).
 *
 * 100 clients each own a project with one document; the document is edited by its owner and 4
 * agency admins, each through their own Hocuspocus provider on /collab with a session cookie, as
 * a browser tab would (500 sockets). Every editor appends BENCH_COLLAB_EDITS paragraphs (default
 * 10), one every BENCH_COLLAB_INTERVAL_MS (default 1000, each editor starting at a random phase),
 * as the editor does. Per edit, the time from the local change to its arrival in each of the 4
 * other editors' documents; p50/p95/max over every delivery. Then, with the portal still running,
 * each document is rebuilt from PostgreSQL alone (`editor_documents.ydoc` plus the update log, as
 * the server loads it) and every edit must be there. Exits non-zero when a delivery or a persisted
 * edit is missing, or p95 is over the goal.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as Y from 'yjs';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { DOCUMENT_FIELD } from '../src/shared/schemas/documents';
import { openDocument } from '../tests/support/collab-client';
import { start, stop } from './lib';
import { fmt } from './measure';
import { createAccounts } from './realtime-setup';

const DOCUMENTS = Number(process.env.BENCH_COLLAB_DOCUMENTS ?? 100);
const EDITORS = 5;
const EDITS = Number(process.env.BENCH_COLLAB_EDITS ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_COLLAB_INTERVAL_MS ?? 1000);
const GOAL_P95_MS = 50;

type Editor = ReturnType<typeof openDocument> & {
  /** Marker → when it arrived from a peer (ms, performance clock). */
  arrivals: Map<string, number>;
};

/** Opens a document as one editor and records when each peer's paragraph arrives. */
function openEditor(url: string, cookie: string, documentId: string): Editor {
  const editor = Object.assign(openDocument(url, cookie, documentId), {
    arrivals: new Map<string, number>(),
  });
  editor.doc.getXmlFragment(DOCUMENT_FIELD).observe((event) => {
    if (event.transaction.local) return;
    const now = performance.now();
    for (const item of event.changes.added)
      for (const node of item.content.getContent())
        if (node instanceof Y.XmlElement) editor.arrivals.set(node.toString(), now);
  });
  return editor;
}

/** The paragraph `type(marker)` appends, as `toString()` prints it. */
const paragraph = (marker: string) => `<paragraph>${marker}</paragraph>`;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** A document as the server would load it from PostgreSQL alone. */
async function persistedText(db: pg.Client, documentId: string): Promise<string> {
  const doc = new Y.Doc();
  const row = await db.query<{ ydoc: Buffer | null }>('SELECT ydoc FROM editor_documents WHERE id = $1', [
    documentId,
  ]);
  if (row.rows[0]?.ydoc) Y.applyUpdate(doc, row.rows[0].ydoc);
  const log = await db.query<{ update: Buffer }>(
    'SELECT update FROM editor_document_updates WHERE document_id = $1 ORDER BY id',
    [documentId],
  );
  for (const { update } of log.rows) Y.applyUpdate(doc, update);
  return doc.getXmlFragment(DOCUMENT_FIELD).toString();
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-collab-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  const secret = randomBytes(32).toString('hex');
  const portal = start('bench/targets/portal.ts', {
    DATABASE_URL: database.url(),
    APP_SECRET: secret,
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_WRITES_MAX: '1000000',
  });
  const db = new pg.Client({ connectionString: database.url() });
  const editors: Editor[][] = [];
  let failed = false;
  try {
    const url = await portal.url;
    await db.connect();
    const accounts = await createAccounts(db, secret, { admins: EDITORS - 1, clients: DOCUMENTS });
    const documents: string[] = [];
    for (const client of accounts.clients) {
      const res = await fetch(`${url}/api/projects/${client.project}/documents`, {
        method: 'POST',
        headers: { cookie: client.cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Brief del proyecto' }),
      });
      if (res.status !== 201) throw new Error(`create document: ${res.status} ${await res.text()}`);
      documents.push(((await res.json()) as { document: { id: string } }).document.id);
    }
    for (const [i, documentId] of documents.entries()) {
      const cookies = [accounts.clients[i]!.cookie, ...accounts.adminCookies];
      const group = cookies.map((cookie) => openEditor(url, cookie, documentId));
      await Promise.all(group.map((e) => e.synced()));
      editors.push(group);
    }
    console.log(
      `collab: ${DOCUMENTS} documents × ${EDITORS} editors (${DOCUMENTS * EDITORS} sockets), ` +
        `${EDITS} edits each, one every ${INTERVAL_MS} ms`,
    );

    const sent: { marker: string; at: number; doc: number; by: number }[] = [];
    await Promise.all(
      editors.flatMap((group, doc) =>
        group.map(async (editor, by) => {
          await new Promise((r) => setTimeout(r, Math.random() * INTERVAL_MS));
          for (let n = 0; n < EDITS; n += 1) {
            const marker = `d${doc}-e${by}-n${n}`;
            sent.push({ marker, at: performance.now(), doc, by });
            editor.type(marker);
            await new Promise((r) => setTimeout(r, INTERVAL_MS));
          }
        }),
      ),
    );
    await Promise.all(editors.flat().map((e) => e.acknowledged().catch(() => undefined)));
    await new Promise((r) => setTimeout(r, 1000));

    const delays: number[] = [];
    let missing = 0;
    for (const m of sent) {
      editors[m.doc]!.forEach((peer, index) => {
        if (index === m.by) return;
        const arrived = peer.arrivals.get(paragraph(m.marker));
        if (arrived === undefined) missing += 1;
        else delays.push(arrived - m.at);
      });
    }
    let lost = 0;
    for (const [doc, documentId] of documents.entries()) {
      const text = await persistedText(db, documentId);
      lost += sent.filter((m) => m.doc === doc && !text.includes(paragraph(m.marker))).length;
    }
    delays.sort((a, b) => a - b);
    const p95 = percentile(delays, 0.95);
    console.log('edits   deliveries  p50 ms  p95 ms  max ms  missing  not persisted');
    console.log(
      [
        fmt(sent.length).padStart(5),
        fmt(delays.length).padStart(12),
        percentile(delays, 0.5).toFixed(1).padStart(7),
        p95.toFixed(1).padStart(7),
        delays[delays.length - 1]!.toFixed(1).padStart(7),
        String(missing).padStart(8),
        String(lost).padStart(14),
      ].join(' '),
    );
    const met = p95 <= GOAL_P95_MS;
    console.log(
      `goal: p95 edit→peer ≤ ${GOAL_P95_MS} ms, every edit persisted: ${met && !lost ? 'met' : 'NOT met'}`,
    );
    failed = missing > 0 || lost > 0 || !met;
  } finally {
    for (const e of editors.flat()) e.close();
    await db.end().catch(() => undefined);
    await stop(portal.child);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
