import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocument, until } from '../../support/collab-client';
import { buildProject } from '../../support/factories';
import { REDIS_SERVER, startRedis, type TestRedis } from '../../support/redis-server';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Two portal instances whose shared documents travel between them through Redis (decision 0051),
 * while that Redis stops and comes back. Without it, each instance still serves its own editors:
 * a document opens, and edits reach the editors on the same instance. Once it is back, what was
 * written on either side during the outage reaches the other, with no edit needed to trigger it.
 */
let redis: TestRedis | undefined;
let a: TestApp;
let b: TestApp;

const TITLE = 'shared documents while Redis stops and comes back';

beforeAll(async () => {
  if (!REDIS_SERVER) return;
  redis = await startRedis();
  a = await startTestApp({ REDIS_URL: redis.url });
  b = await startTestApp({ REDIS_URL: redis.url }, { databaseUrl: a.databaseUrl });
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.close();
});

type Editor = ReturnType<typeof openDocument>;

/** The paragraphs of a document's XML (`<paragraph>…</paragraph>…`), sorted. */
const paragraphs = (editor: Editor) =>
  [...editor.text().matchAll(/<paragraph>(.*?)<\/paragraph>/g)].map((m) => m[1]!).sort();

async function sharedDocuments(titles: string[]) {
  const owner = await signUpUser(a);
  const colleague = await signUpUser(a);
  const project = await buildProject(owner.http);
  await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
  const documents: string[] = [];
  for (const title of titles) {
    const { json } = await owner.http.post(`/api/projects/${project.id}/documents`, { title });
    documents.push((json.document as { id: string }).id);
  }
  return { owner, colleague, documents };
}

describe.skipIf(!REDIS_SERVER)(
  REDIS_SERVER ? TITLE : `${TITLE} (skipped: redis-server is not installed)`,
  () => {
    it('opens documents and relays edits on each instance meanwhile, and converges once Redis is back', async () => {
      const { owner, colleague, documents } = await sharedDocuments(['Acta', 'Presupuesto']);
      const [acta, presupuesto] = documents as [string, string];
      const editors: Editor[] = [];
      const open = (app: TestApp, user: typeof owner, id: string) => {
        const editor = openDocument(app.baseUrl, user.http.cookieHeader, id);
        editors.push(editor);
        return editor;
      };
      try {
        const actaOnA = open(a, owner, acta);
        const actaOnB = open(b, colleague, acta);
        await Promise.all([actaOnA.synced(), actaOnB.synced()]);
        actaOnA.type('Antes del corte');
        await until(() => paragraphs(actaOnB).includes('Antes del corte'), 'the relay to carry an edit');

        await redis!.close();

        // A document nobody had open loads on each instance without Redis, within seconds.
        const presupuestoOnA = open(a, owner, presupuesto);
        const presupuestoOnB = open(b, colleague, presupuesto);
        await Promise.all([presupuestoOnA.synced(), presupuestoOnB.synced()]);
        // Editors on the same instance still see each other's edits.
        const actaAlsoOnA = open(a, colleague, acta);
        await actaAlsoOnA.synced();
        actaOnA.type('Escrito en A sin Redis');
        actaOnB.type('Escrito en B sin Redis');
        presupuestoOnA.type('Partida de A');
        presupuestoOnB.type('Partida de B');
        await Promise.all(editors.map((editor) => editor.acknowledged()));
        await until(
          () => paragraphs(actaAlsoOnA).includes('Escrito en A sin Redis'),
          'an edit to reach an editor on the same instance',
        );
        expect(paragraphs(actaOnB)).not.toContain('Escrito en A sin Redis');

        redis = await startRedis({ port: redis!.port });

        // Nobody types: both instances announce what they hold once they are connected again.
        const acta3 = ['Antes del corte', 'Escrito en A sin Redis', 'Escrito en B sin Redis'];
        const presupuesto2 = ['Partida de A', 'Partida de B'];
        await until(
          () =>
            [actaOnA, actaOnB, actaAlsoOnA].every((e) => paragraphs(e).join('|') === acta3.join('|')) &&
            [presupuestoOnA, presupuestoOnB].every((e) => paragraphs(e).join('|') === presupuesto2.join('|')),
          'every editor to hold every edit once Redis is back',
          15_000,
        );
        expect(actaOnA.text()).toBe(actaOnB.text());
        expect(presupuestoOnA.text()).toBe(presupuestoOnB.text());

        // And the relay carries new edits live again.
        presupuestoOnB.type('Después del corte');
        await until(() => paragraphs(presupuestoOnA).includes('Después del corte'), 'a new edit to travel');
      } finally {
        for (const editor of editors) editor.close();
      }
    }, 60_000);
  },
);
