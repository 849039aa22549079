import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini, systemTextOf, type FakeGemini } from '../../support/fake-gemini';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

const FALLBACK = '¡Hola! Websy AI aquí 🤖';

describe('Websy AI greeting (docs/product.md#lifecycles)', () => {
  let gemini: FakeGemini;
  let app: TestApp;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({
      GEMINI_API_KEYS: 'k1',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test',
    });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  it('asks the model once and keeps its greeting on the server for the next calls', async () => {
    gemini.reset();
    gemini.answer = () => ({ text: ['¡Hola Ana! ', '¿Revisamos tus proyectos hoy?'] });
    const ana = await signUpUser(app, { name: 'Ana Cliente' });
    const first = await ana.http.get('/api/assistant/greeting');
    expect(first.status, first.text).toBe(200);
    expect(first.json.greeting).toEqual({
      text: '¡Hola Ana! ¿Revisamos tus proyectos hoy?',
      generated: true,
    });
    const second = await ana.http.get('/api/assistant/greeting');
    expect(second.json.greeting).toEqual(first.json.greeting);
    expect(gemini.requests).toHaveLength(1);
    const [request] = gemini.requests;
    expect(request!.stream).toBe(false);
    expect(JSON.stringify(request!.body.contents)).toContain('Ana');
    // Another user gets their own.
    const bruno = await signUpUser(app, { name: 'Bruno Cliente' });
    gemini.answer = () => ({ text: ['Buenos días, Bruno'] });
    expect((await bruno.http.get('/api/assistant/greeting')).json.greeting.text).toBe('Buenos días, Bruno');
    expect(gemini.requests).toHaveLength(2);
    expect((await ana.http.get('/api/assistant/greeting')).json.greeting.text).toBe(
      '¡Hola Ana! ¿Revisamos tus proyectos hoy?',
    );
  });

  it('writes it in the caller’s language, kept per language', async () => {
    gemini.reset();
    gemini.answer = () => ({ text: ['Hi Eva, ready to build?'] });
    const eva = await signUpUser(app, { name: 'Eva Client' });
    const res = await eva.http.get('/api/assistant/greeting', { 'accept-language': 'en' });
    expect(res.json.greeting).toEqual({ text: 'Hi Eva, ready to build?', generated: true });
    expect(systemTextOf(gemini.requests[0]!)).toContain('English');
  });

  it('falls back when the reply has more than 8 words, and keeps nothing', async () => {
    gemini.reset();
    gemini.answer = () => ({ text: ['Hola Lía, hoy es un gran día para avanzar'] });
    const lia = await signUpUser(app, { name: 'Lía Cliente' });
    expect((await lia.http.get('/api/assistant/greeting')).json.greeting).toEqual({
      text: FALLBACK,
      generated: false,
    });
    gemini.answer = () => ({ text: ['Hola Lía'] });
    expect((await lia.http.get('/api/assistant/greeting')).json.greeting.text).toBe('Hola Lía');
    expect(gemini.requests).toHaveLength(2);
  });

  it('falls back on a model failure, in the caller’s language', async () => {
    gemini.reset();
    gemini.answer = () => ({ status: 500 });
    const rui = await signUpUser(app, { name: 'Rui Cliente' });
    expect((await rui.http.get('/api/assistant/greeting')).json.greeting.text).toBe(FALLBACK);
    expect(
      (await rui.http.get('/api/assistant/greeting', { 'accept-language': 'pt-BR' })).json.greeting,
    ).toEqual({ text: 'Olá! Websy AI aqui 🤖', generated: false });
    gemini.answer = () => ({ text: [''] });
    expect((await rui.http.get('/api/assistant/greeting')).json.greeting.text).toBe(FALLBACK);
  });

  it('answers only signed-in users', async () => {
    expect((await app.client().get('/api/assistant/greeting')).status).toBe(401);
  });
});

describe('Websy AI greeting without keys', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is the fixed greeting, in the caller’s language', async () => {
    const ana = await signUpUser(app);
    expect((await ana.http.get('/api/assistant/greeting')).json.greeting).toEqual({
      text: FALLBACK,
      generated: false,
    });
    expect(
      (await ana.http.get('/api/assistant/greeting', { 'accept-language': 'en' })).json.greeting.text,
    ).toBe('Hi! Websy AI here 🤖');
  });
});
