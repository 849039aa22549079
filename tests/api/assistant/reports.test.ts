import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, newConversation } from '../../support/assistant';
import { buildProject, buildTask } from '../../support/factories';
import { startFakeGemini, type FakeGemini } from '../../support/fake-gemini';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Reports asked of Websy AI (decision 0029): offline and through the model's `getReport` tool, the
 * figures are the reports screen's own for the caller (row-level security), with the download link.
 */
async function setUp(app: TestApp) {
  const admin = await signInOwner(app);
  const a = await signUpUser(app, { name: 'Ana Cliente' });
  const b = await signUpUser(app, { name: 'Bruno Cliente' });
  const shop = await buildProject(a.http, { name: 'Tienda de Ana' });
  const secret = await buildProject(b.http, { name: 'Proyecto Secreto de Bruno' });
  for (const p of [shop, secret]) await admin.http.post(`/api/projects/${p.id}/approve`, {});
  const first = await buildTask(admin.http, shop.id, { title: 'Maquetar la portada' });
  const done = await admin.http.post(`/api/tasks/${first.id}/complete`, {});
  if (done.status !== 200) throw new Error(done.text);
  await buildTask(admin.http, shop.id, { title: 'Elegir tipografía' });
  for (const title of ['Oculta 1', 'Oculta 2', 'Oculta 3']) await buildTask(admin.http, secret.id, { title });
  return { admin, a, b };
}

describe('Websy AI tells the weekly and monthly reports, offline (decision 0029)', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    app = await startTestApp();
    ({ a } = await setUp(app));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers with the client’s own figures and the link to download it', async () => {
    const screen = (await a.http.get('/api/reports?period=weekly')).json;
    expect(screen).toMatchObject({ total_tasks: 2, completed_tasks: 1, productivity_score: 50 });
    const res = await ask(a.http, await newConversation(a.http), 'Dame el informe semanal');
    expect(res.answer).toContain('**Informe semanal** (últimos 7 días');
    expect(res.answer).toContain('Tareas: 2 · completadas: 1 · vencidas: 0');
    expect(res.answer).toContain('Productividad: 50 %');
    expect(res.answer).toContain('**Tienda de Ana**: 1 de 2 tareas completadas');
    expect(res.answer).toContain('[Descárgalo en PDF o CSV](/informes?period=weekly)');
    expect(res.answer).not.toContain('Bruno');
    const monthly = await ask(a.http, await newConversation(a.http), 'Monthly report, please', 'en');
    expect(monthly.answer).toContain('**Monthly report** (last 30 days');
    expect(monthly.answer).toContain('[Download it as PDF or CSV](/informes?period=monthly)');
  });
});

describe('Websy AI reads the report through the model’s getReport tool (decision 0029)', () => {
  let gemini: FakeGemini;
  let app: TestApp;
  let a: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({
      GEMINI_API_KEYS: 'k1',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test',
    });
    ({ a } = await setUp(app));
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  it('hands the model the caller’s own report, nothing of another client’s', async () => {
    gemini.reset();
    gemini.answer = (request) =>
      request.body.contents.some((c) => c.parts.some((p) => 'functionResponse' in p))
        ? { text: ['Este mes: 2 tareas, 1 completada. [Descarga](/informes?period=monthly)'] }
        : { functionCall: { name: 'getReport', args: { period: 'monthly' } } };
    const res = await ask(a.http, await newConversation(a.http), '¿Cómo fue el mes?');
    expect(res.status, res.text).toBe(200);
    expect(res.answer).toContain('Este mes: 2 tareas');
    const response = JSON.stringify(gemini.requests[1]!.body.contents);
    expect(response).toContain('"total_tasks":2');
    expect(response).toContain('/informes?period=monthly');
    expect(response).not.toContain('Secreto');
    expect(response).not.toContain('Oculta');
  });
});
