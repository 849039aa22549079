import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, newConversation } from '../../support/assistant';
import { buildProject } from '../../support/factories';
import { startFakeGemini, systemTextOf, type FakeGemini } from '../../support/fake-gemini';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

describe('Websy AI conversations (decision 0022)', () => {
  let gemini: FakeGemini;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({
      GEMINI_API_KEYS: 'k1,k2',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test',
    });
    admin = await signInOwner(app);
    a = await signUpUser(app, { name: 'Ana Cliente' });
    b = await signUpUser(app, { name: 'Bruno Cliente' });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  it('streams the answer and keeps both messages in the conversation', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    const res = await ask(a.http, id, '  ¿Cómo va mi proyecto?  ');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.chunks.map((c) => c.type)).toEqual([
      'start',
      'start-step',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'finish-step',
      'finish',
    ]);
    expect(res.answer).toBe('Hola, soy Websy AI.');
    const messages = (await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    expect(
      messages.map((m: { role: string; parts: Array<{ text: string }> }) => [m.role, m.parts[0]!.text]),
    ).toEqual([
      ['user', '¿Cómo va mi proyecto?'],
      ['assistant', 'Hola, soy Websy AI.'],
    ]);
    // The streamed message is the stored one.
    expect(res.chunks[0]!.messageId).toBe(messages[1].id);
  });

  it('calls the configured model with docs/product.md#api-conventions settings, the first key and a system prompt', async () => {
    gemini.reset();
    const project = await buildProject(a.http, { name: 'Tienda de Ana' });
    const id = await newConversation(a.http);
    await ask(a.http, id, 'Hola');
    expect(gemini.requests).toHaveLength(1);
    const [request] = gemini.requests;
    expect(request!.model).toBe('gemini-test');
    expect(request!.stream).toBe(true);
    expect(request!.apiKey).toBe('k1');
    expect(request!.body.generationConfig).toMatchObject({
      temperature: 0.7,
      maxOutputTokens: 2048,
      topP: 0.8,
      topK: 10,
    });
    const system = systemTextOf(request!);
    expect(system).toContain('Websy AI');
    expect(system).toContain('Ana Cliente');
    expect(system).toContain(project.id);
    expect(system).toContain('Tienda de Ana');
    expect(request!.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Hola' }] }]);
  });

  it('sends only the last 10 messages', async () => {
    const id = await newConversation(a.http);
    for (let i = 1; i <= 6; i += 1) await ask(a.http, id, `Pregunta ${i}`);
    gemini.reset();
    await ask(a.http, id, 'Pregunta 7');
    const contents = gemini.requests[0]!.body.contents;
    expect(contents).toHaveLength(10);
    expect(contents[0]).toEqual({ role: 'model', parts: [{ text: 'Hola, soy Websy AI.' }] });
    expect(contents.at(-1)).toEqual({ role: 'user', parts: [{ text: 'Pregunta 7' }] });
    expect(JSON.stringify(contents)).not.toContain('Pregunta 2');
  });

  it("refuses an empty message with the product's (docs/product.md#error-messages) text, in Spanish and English", async () => {
    const id = await newConversation(a.http);
    const es = await a.http.post(`/api/assistant/conversations/${id}/messages`, { text: '  \n ' });
    expect(es.status).toBe(400);
    expect(JSON.stringify(es.json)).toContain('El mensaje no puede estar vacío');
    const en = await a.http.post(
      `/api/assistant/conversations/${id}/messages`,
      { text: '' },
      { 'accept-language': 'en' },
    );
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.json)).toContain('The message cannot be empty');
    expect((await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages).toEqual([]);
  });

  it('lists, renames and deletes the caller’s conversations', async () => {
    const c = await signUpUser(app);
    const first = await newConversation(c.http);
    const second = await newConversation(c.http, 'Facturas');
    const list = (await c.http.get('/api/assistant/conversations')).json.conversations;
    expect(list.map((x: { id: string }) => x.id)).toEqual([second, first]);
    expect(list[1].title).toBe('Nueva conversación');
    const renamed = await c.http.patch(`/api/assistant/conversations/${first}`, { title: 'Tareas' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.conversation.title).toBe('Tareas');
    expect((await c.http.delete(`/api/assistant/conversations/${second}`)).status).toBe(204);
    const after = (await c.http.get('/api/assistant/conversations')).json.conversations;
    expect(after.map((x: { id: string }) => x.id)).toEqual([first]);
  });

  it('keeps conversations private: another user, even an admin, gets 404', async () => {
    const id = await newConversation(a.http);
    await ask(a.http, id, 'Secreto de Ana');
    for (const other of [b.http, admin.http]) {
      expect((await other.get(`/api/assistant/conversations/${id}/messages`)).status).toBe(404);
      expect((await other.patch(`/api/assistant/conversations/${id}`, { title: 'Mío' })).status).toBe(404);
      expect((await other.post(`/api/assistant/conversations/${id}/messages`, { text: 'Hola' })).status).toBe(
        404,
      );
      expect((await other.delete(`/api/assistant/conversations/${id}`)).status).toBe(404);
      const listed = (await other.get('/api/assistant/conversations')).json.conversations;
      expect(listed.map((x: { id: string }) => x.id)).not.toContain(id);
    }
    expect((await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages).toHaveLength(2);
  });

  it('says the model is reachable', async () => {
    expect((await a.http.get('/api/assistant/status')).json).toEqual({
      configured: true,
      offline: false,
      message: null,
    });
  });

  it('describes every assistant endpoint in /api/openapi.json', async () => {
    const doc = (await app.client().get('/api/openapi.json')).json;
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/assistant'))
        .sort(),
    ).toEqual([
      '/api/assistant/actions/{id}',
      '/api/assistant/conversations',
      '/api/assistant/conversations/{id}',
      '/api/assistant/conversations/{id}/messages',
      '/api/assistant/greeting',
      '/api/assistant/key-pool',
      '/api/assistant/knowledge',
      '/api/assistant/knowledge/{id}',
      '/api/assistant/memories',
      '/api/assistant/memories/{id}',
      '/api/assistant/profile',
      '/api/assistant/status',
    ]);
    expect(
      doc.paths['/api/assistant/conversations/{id}/messages'].post.responses['200'].content,
    ).toHaveProperty('text/event-stream');
  });
});

describe('Websy AI without keys (decision 0022)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("says so with the product's (docs/product.md#error-messages) text, and answers in its offline mode", async () => {
    const user = await signUpUser(app);
    expect((await user.http.get('/api/assistant/status')).json).toEqual({
      configured: false,
      offline: true,
      message: 'No se encontraron API keys de Gemini configuradas',
    });
    const id = await newConversation(user.http);
    const res = await ask(user.http, id, 'Hola');
    expect(res.status).toBe(200);
    expect(res.errors).toEqual([]);
    const en = await user.http.get('/api/assistant/status', { 'accept-language': 'en' });
    expect(en.json.message).toBe('No Gemini API keys are configured');
    expect((await user.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages).toHaveLength(
      2,
    );
    const admin = await signInOwner(app);
    expect((await admin.http.get('/api/assistant/key-pool')).json).toEqual({
      configured: false,
      active_index: null,
      window_started_at: null,
      resets_at: null,
      keys: [],
    });
  });
});
