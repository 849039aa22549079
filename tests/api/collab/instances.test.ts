import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentPersistence } from '../../../src/server/collab/document-persistence';
import { editorDocumentUpdates } from '../../../src/server/db/schema/editor-documents';
import { DOCUMENT_FIELD } from '../../../src/shared/schemas/documents';
import { openDocument, until } from '../../support/collab-client';
import { buildProject } from '../../support/factories';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Several portal instances behind a load balancer, on one PostgreSQL (decision 0051). Edits do not
 * travel live between instances (that needs a shared channel); what must hold is that whatever
 * each instance acknowledged is in the database once they have stored.
 */

// Sets up users and documents and never opens a document before the check, so opening one here
// loads it from PostgreSQL alone.
let home: TestApp;
beforeAll(async () => {
  home = await startTestApp();
});
afterAll(async () => {
  await home?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

type Editor = ReturnType<typeof openDocument>;

/** Another instance of the portal on home's database. */
async function instance() {
  const app = await startTestApp({}, { databaseUrl: home.databaseUrl });
  let closing: Promise<void> | undefined;
  return {
    ...app,
    /**
     * Stops the instance, which closes its sockets and stores every document open on it, and
     * the editors connected to it (before they try to reconnect to a server that is gone).
     */
    async stop(editors: Editor[]) {
      closing ??= app.close();
      for (const editor of editors) editor.close();
      await closing;
    },
  };
}

async function sharedDocument() {
  const owner = await signUpUser(home);
  const colleague = await signUpUser(home);
  const project = await buildProject(owner.http);
  await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
  const document = (await owner.http.post(`/api/projects/${project.id}/documents`, { title: 'Acta' })).json
    .document as { id: string };
  return { owner, colleague, document };
}

/** The paragraphs of a document's XML (`<paragraph>…</paragraph>…`), in order. */
const paragraphsOf = (xml: string) => [...xml.matchAll(/<paragraph>(.*?)<\/paragraph>/g)].map((m) => m[1]!);

/** The paragraphs of a Yjs state. */
function paragraphsOfState(state: Uint8Array) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return paragraphsOf(doc.getXmlFragment(DOCUMENT_FIELD).toString());
}

/** The document as an editor opening it on home sees it: rebuilt from PostgreSQL alone. */
async function fromDatabase(user: User, documentId: string) {
  const reader = openDocument(home.baseUrl, user.http.cookieHeader, documentId);
  try {
    await reader.synced();
    return reader.text();
  } finally {
    reader.close();
  }
}

/** Appends a paragraph to an in-memory document, as the editor would. */
function type(doc: Y.Doc, content: string) {
  const fragment = doc.getXmlFragment(DOCUMENT_FIELD);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(content)]);
  fragment.insert(fragment.length, [paragraph]);
}

describe('one document open on two instances', () => {
  it('keeps the acknowledged edits of both once both have stored', async () => {
    const { owner, colleague, document } = await sharedDocument();
    const a = await instance();
    const b = await instance();
    const onA = openDocument(a.baseUrl, owner.http.cookieHeader, document.id);
    const onB = openDocument(b.baseUrl, colleague.http.cookieHeader, document.id);
    try {
      await Promise.all([onA.synced(), onB.synced()]);
      onA.type('Escrito en A');
      onB.type('Escrito en B');
      await Promise.all([onA.acknowledged(), onB.acknowledged()]);
      // Each instance holds only its own edit.
      expect(onA.text()).toBe('<paragraph>Escrito en A</paragraph>');
      expect(onB.text()).toBe('<paragraph>Escrito en B</paragraph>');
    } finally {
      // Both store at once, each its own copy.
      await Promise.all([a.stop([onA]), b.stop([onB])]);
    }
    expect(paragraphsOf(await fromDatabase(owner, document.id)).sort()).toEqual([
      'Escrito en A',
      'Escrito en B',
    ]);
  });

  it('loses none of 5 editors × 200 edits spread over the two instances', async () => {
    const { owner, colleague, document } = await sharedDocument();
    const a = await instance();
    const b = await instance();
    const editors = [
      openDocument(a.baseUrl, owner.http.cookieHeader, document.id),
      openDocument(a.baseUrl, colleague.http.cookieHeader, document.id),
      openDocument(a.baseUrl, owner.http.cookieHeader, document.id),
      openDocument(b.baseUrl, colleague.http.cookieHeader, document.id),
      openDocument(b.baseUrl, owner.http.cookieHeader, document.id),
    ];
    const EDITS = 200;
    const BURST = 20;
    try {
      await Promise.all(editors.map((e) => e.synced()));
      // Bursts of typing, every editor at once; each edit is its own update, logged and acknowledged.
      for (let from = 0; from < EDITS; from += BURST) {
        for (let i = from; i < from + BURST; i++) editors.forEach((e, n) => e.type(`E${n}-${i}`));
        await Promise.all(editors.map((e) => e.acknowledged()));
      }
    } finally {
      await Promise.all([a.stop(editors.slice(0, 3)), b.stop(editors.slice(3))]);
    }
    const stored = new Set(paragraphsOf(await fromDatabase(owner, document.id)));
    const typed = editors.flatMap((_, n) => Array.from({ length: EDITS }, (_, i) => `E${n}-${i}`));
    expect(typed.filter((edit) => !stored.has(edit))).toEqual([]);
    expect(stored.size).toBe(5 * EDITS);
  });

  it('does not let an instance storing its older copy undo a restore made on the other', async () => {
    const { owner, colleague, document } = await sharedDocument();
    const a = await instance();
    const b = await instance();
    const ownerOnA = a.client();
    const signIn = { email: owner.email, password: owner.password };
    expect((await ownerOnA.post('/api/auth/sign-in/email', signIn)).status).toBe(200);
    const onA = openDocument(a.baseUrl, owner.http.cookieHeader, document.id);
    let onB: Editor | undefined;
    let previousId = '';
    try {
      await onA.synced();
      onA.type('Primera versión');
      await onA.acknowledged();
      const taken = await ownerOnA.post(`/api/documents/${document.id}/snapshots`, { name: 'v1' });
      expect(taken.status).toBe(201);

      // B opens the first version; then each instance gets an edit the other does not see.
      onB = openDocument(b.baseUrl, colleague.http.cookieHeader, document.id);
      await onB.synced();
      expect(onB.text()).toBe('<paragraph>Primera versión</paragraph>');
      onA.type('Escrito en A');
      onB.type('Escrito en B');
      await Promise.all([onA.acknowledged(), onB.acknowledged()]);

      const restored = await ownerOnA.post(
        `/api/documents/${document.id}/snapshots/${taken.json.snapshot.id}/restore`,
        {},
      );
      expect(restored.status).toBe(200);
      previousId = restored.json.previous.id;
      await until(() => onA.text() === '<paragraph>Primera versión</paragraph>', 'the restore on A');
      // B still holds its copy from before the restore and stores it last.
      expect(onB.text()).toContain('Escrito en B');
      await a.stop([onA]);
      await b.stop([onB]);
    } finally {
      await Promise.all([a.stop([onA]), b.stop(onB ? [onB] : [])]);
    }
    expect(await fromDatabase(owner, document.id)).toBe('<paragraph>Primera versión</paragraph>');
    // What the document held before the restore, on both instances, is kept as a snapshot.
    const kept = await owner.http.get(`/api/documents/${document.id}/snapshots/${previousId}`);
    expect(kept.status).toBe(200);
    const text = JSON.stringify(kept.json.snapshot.content);
    expect(text).toContain('Escrito en A');
    expect(text).toContain('Escrito en B');
  });
});

describe('document persistence under races', () => {
  it('keeps both of two stores racing with different in-memory copies', async () => {
    const { document } = await sharedDocument();
    const persistence = createDocumentPersistence(home.db);
    const base = new Y.Doc();
    type(base, 'Base');
    await persistence.store(document.id, base);
    // Two instances load the document, each gets its own edit, then both store at once.
    const copies = await Promise.all(
      ['Copia 1', 'Copia 2'].map(async (content) => {
        const doc = new Y.Doc();
        expect(await persistence.load(document.id, doc)).toBe(true);
        type(doc, content);
        return doc;
      }),
    );
    await Promise.all(copies.map((doc) => persistence.store(document.id, doc)));
    const state = await persistence.read(document.id);
    expect(paragraphsOfState(state!).sort()).toEqual(['Base', 'Copia 1', 'Copia 2']);
  });

  it('reads the stored state and the log as of one moment while a store commits between them', async () => {
    const { document } = await sharedDocument();
    const persistence = createDocumentPersistence(home.db);
    // An acknowledged edit, so far only in the log.
    const edit = new Y.Doc();
    type(edit, 'Solo en el registro');
    const update = Y.encodeStateAsUpdate(edit);
    await home.db.insert(editorDocumentUpdates).values({ documentId: document.id, update });

    // Another instance's store, holding the log table until the read has started waiting for it.
    const store = new pg.Client({ connectionString: home.databaseUrl });
    await store.connect();
    try {
      await store.query('BEGIN');
      await store.query('LOCK TABLE editor_document_updates IN ACCESS EXCLUSIVE MODE');
      const reading = persistence.read(document.id);
      const readWaits = async () => {
        const { rows } = await home.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'
                AND query LIKE '%editor_document_updates%'`,
        );
        return rows[0]!.n > 0;
      };
      for (let tries = 0; !(await readWaits()); tries++) {
        if (tries > 250) throw new Error('the read never waited for the log');
        await new Promise((r) => setTimeout(r, 20));
      }
      // It merges the log into the stored state, prunes the log and commits.
      await store.query('UPDATE editor_documents SET ydoc = $1 WHERE id = $2', [
        Buffer.from(update),
        document.id,
      ]);
      await store.query('DELETE FROM editor_document_updates WHERE document_id = $1', [document.id]);
      await store.query('COMMIT');
      expect(paragraphsOfState((await reading)!)).toEqual(['Solo en el registro']);
    } finally {
      await store.end();
    }
  });
});
