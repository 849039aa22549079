import { generateText, stepCountIs, tool } from 'ai';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GENERATION_SETTINGS, geminiModel } from '../../../src/server/ai/gemini';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KeyPool, fingerprintOf } from '../../../src/server/ai/key-pool';
import { assistantKeyPool } from '../../../src/server/db/schema/assistant';
import { ask, newConversation } from '../../support/assistant';
import { startFakeGemini, type FakeGemini, type GeminiAnswer } from '../../support/fake-gemini';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

const KEYS = ['k1', 'k2', 'k3'];
const SWITCHING = 'Límite de solicitudes excedido. Cambiando a siguiente API key.';
const EXHAUSTED = 'Todas las API keys han alcanzado su límite. Intenta de nuevo en unas horas.';

describe('Websy AI key pool and model errors (decision 0022)', () => {
  let gemini: FakeGemini;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let user: Awaited<ReturnType<typeof signUpUser>>;
  let conversation: string;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({ GEMINI_API_KEYS: KEYS.join(','), GEMINI_BASE_URL: gemini.url });
    admin = await signInOwner(app);
    user = await signUpUser(app);
    conversation = await newConversation(user.http);
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });
  beforeEach(async () => {
    gemini.reset();
    // A fresh window: every key usable, the first active.
    await app.db.execute(
      sql`UPDATE assistant_key_pool_state SET window_started_at = now() - interval '25 hours'`,
    );
    const fresh = await KeyPool.open(app.db, KEYS);
    await fresh.acquire();
    await app.db.execute(sql`UPDATE assistant_key_pool SET requests_today = 0`);
  });

  const pool = async () => (await admin.http.get('/api/assistant/key-pool')).json;

  it('switches to the next key on 429, retries the same request and tells so', async () => {
    gemini.keys.set('k1', { status: 429 });
    const res = await ask(user.http, conversation, 'Hola');
    expect(res.status).toBe(200);
    expect(res.answer).toBe('Hola, soy Websy AI.');
    expect(res.notices).toEqual([SWITCHING]);
    expect(gemini.requests.map((r) => r.apiKey)).toEqual(['k1', 'k2']);
    expect(gemini.requests[1]!.rawBody).toBe(gemini.requests[0]!.rawBody);

    const state = await pool();
    expect(state.active_index).toBe(1);
    expect(state.keys.map((k: { exhausted: boolean }) => k.exhausted)).toEqual([true, false, false]);
    expect(state.keys[0]).toMatchObject({ last_error: 'HTTP 429', active: false });
    expect(state.keys[1]).toMatchObject({ active: true, requests_today: 1 });
    expect(JSON.stringify(state)).not.toMatch(/k1|k2|k3/);
    expect(JSON.stringify(state)).not.toContain(fingerprintOf('k1'));

    // The next message goes straight to the active key.
    gemini.requests.length = 0;
    await ask(user.http, conversation, 'Otra vez');
    expect(gemini.requests.map((r) => r.apiKey)).toEqual(['k2']);
    expect((await pool()).keys[1].requests_today).toBe(2);
  });

  it('says every key is exhausted (es and en), and the state survives a restart until 24 h pass', async () => {
    for (const key of KEYS) gemini.keys.set(key, { status: 429 });
    const es = await ask(user.http, conversation, 'Hola');
    expect(es.errors).toEqual([EXHAUSTED]);
    expect(gemini.requests.map((r) => r.apiKey)).toEqual(['k1', 'k2', 'k3']);
    const en = await ask(user.http, conversation, 'Hello', 'en');
    expect(en.errors).toEqual(['Every API key has reached its limit. Try again in a few hours.']);
    // No key was tried again.
    expect(gemini.requests).toHaveLength(3);
    expect((await pool()).keys.every((k: { exhausted: boolean }) => k.exhausted)).toBe(true);

    // A "restart": a new pool over the same table.
    const restarted = await KeyPool.open(app.db, KEYS);
    expect(await restarted.acquire()).toBeNull();

    // 24 hours after the window began, everything starts over with the first key.
    await app.db.execute(
      sql`UPDATE assistant_key_pool_state SET window_started_at = now() - interval '24 hours 1 minute'`,
    );
    expect(await restarted.acquire()).toEqual({ index: 0, key: 'k1' });
    const rows = await app.db.select().from(assistantKeyPool);
    expect(rows.filter((r) => r.exhaustedAt !== null)).toEqual([]);
    gemini.keys.clear();
    expect((await ask(user.http, conversation, 'Hola de nuevo')).answer).toBe('Hola, soy Websy AI.');
  });

  const cases: Array<[string, GeminiAnswer, string, string]> = [
    [
      '400',
      { status: 400 },
      'Solicitud inválida. Verifica el formato del mensaje.',
      'Invalid request. Check the message format.',
    ],
    [
      '401',
      { status: 401 },
      'API key inválida o expirada. Verifica tu configuración.',
      'Invalid or expired API key. Check your configuration.',
    ],
    [
      '403',
      { status: 403 },
      'Acceso denegado. Verifica los permisos de tu API key.',
      "Access denied. Check your API key's permissions.",
    ],
    [
      '500',
      { status: 500 },
      'Error interno del servidor de Gemini. Intenta de nuevo.',
      'Internal Gemini server error. Please try again.',
    ],
    [
      'an invalid answer',
      { raw: 'data: {"candidates":"not a list"}\r\n\r\n' },
      'Respuesta inválida de la API de Gemini',
      'Invalid response from the Gemini API',
    ],
    ['an empty answer', { text: [''] }, 'La respuesta de la IA está vacía', "The AI's response is empty"],
    ['another failure (404)', { status: 404 }, 'Error al enviar mensaje', 'Error sending the message'],
  ];
  for (const [name, answer, es, en] of cases) {
    it(`turns ${name} into the product's (docs/product.md#error-messages) text, in Spanish and English`, async () => {
      gemini.answer = () => answer;
      const inSpanish = await ask(user.http, conversation, 'Hola');
      expect(inSpanish.status).toBe(200);
      expect(inSpanish.errors).toEqual([es]);
      expect(inSpanish.answer).toBe('');
      const inEnglish = await ask(user.http, conversation, 'Hello', 'en');
      expect(inEnglish.errors).toEqual([en]);
      // Not a rate limit: the key stays active and usable.
      expect(gemini.requests.map((r) => r.apiKey)).toEqual(['k1', 'k1']);
    });
  }

  it('records a failing key’s last error for the admin without exhausting it', async () => {
    gemini.answer = () => ({ status: 403 });
    await ask(user.http, conversation, 'Hola');
    const state = await pool();
    expect(state.keys[0]).toMatchObject({ active: true, exhausted: false, last_error: 'HTTP 403' });
  });

  it('shows the pool to admins only', async () => {
    const res = await user.http.get('/api/assistant/key-pool');
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('Solo los administradores pueden ver el estado de las API keys');
    const state = await pool();
    expect(state).toMatchObject({ configured: true, active_index: 0 });
    expect(state.keys).toHaveLength(3);
    expect(Date.parse(state.resets_at) - Date.parse(state.window_started_at)).toBe(24 * 3_600_000);
  });

  it('speaks function calls: the model asks, the SDK runs the tool and sends its result back', async () => {
    gemini.answer = (request) =>
      request.body.contents.some((c) => c.parts.some((p) => 'functionResponse' in p))
        ? { text: ['Hay 3 proyectos.'] }
        : { functionCall: { name: 'countProjects', args: { status: 'development' } } };
    const pool = await KeyPool.open(app.db, KEYS);
    const seen: unknown[] = [];
    const result = await generateText({
      model: geminiModel({ apiKeys: KEYS, baseUrl: gemini.url, model: 'gemini-test' }, pool),
      prompt: '¿Cuántos proyectos hay en desarrollo?',
      maxRetries: 0,
      ...GENERATION_SETTINGS,
      stopWhen: stepCountIs(2),
      tools: {
        countProjects: tool({
          description: 'Counts the caller’s projects in a status',
          inputSchema: z.object({ status: z.string() }),
          execute: async (input) => {
            seen.push(input);
            return { count: 3 };
          },
        }),
      },
    });
    expect(result.text).toBe('Hay 3 proyectos.');
    expect(seen).toEqual([{ status: 'development' }]);
    expect(gemini.requests.map((r) => r.stream)).toEqual([false, false]);
    expect(gemini.requests[0]!.body.tools).toBeDefined();
    const answered = gemini.requests[1]!.body.contents.flatMap((c) => c.parts);
    expect(answered).toContainEqual({
      functionResponse: expect.objectContaining({
        name: 'countProjects',
        response: { name: 'countProjects', content: { count: 3 } },
      }) as unknown,
    });
  });
});
