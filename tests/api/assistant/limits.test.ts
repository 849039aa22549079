import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, newConversation, uiChunks } from '../../support/assistant';
import { startFakeGemini, type FakeGemini } from '../../support/fake-gemini';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

describe('Websy AI per-user limit and interrupted answers (decision 0022)', () => {
  let gemini: FakeGemini;
  let app: TestApp;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({
      GEMINI_API_KEYS: 'k1',
      GEMINI_BASE_URL: gemini.url,
      ASSISTANT_RATE_LIMIT_MAX: '3',
      ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  it('answers more messages at once than the database pool has connections (the limit is checked outside the transaction)', async () => {
    gemini.reset();
    // The pool holds 10 connections: 12 messages at once used to hold all 10 waiting for the limiter's.
    const users = await Promise.all(Array.from({ length: 12 }, () => signUpUser(app)));
    const ids = await Promise.all(users.map((u) => newConversation(u.http)));
    const answers = await Promise.all(users.map((u, i) => ask(u.http, ids[i]!, `Hola ${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.every((a) => a.answer === 'Hola, soy Websy AI.')).toBe(true);
  }, 30_000);

  it('refuses a user over the limit with 429 and a clear message, other users unaffected', async () => {
    const user = await signUpUser(app);
    const other = await signUpUser(app);
    const id = await newConversation(user.http);
    gemini.reset();
    for (let i = 0; i < 3; i += 1) expect((await ask(user.http, id, `Hola ${i}`)).status).toBe(200);
    const refused = await user.http.post(`/api/assistant/conversations/${id}/messages`, { text: 'Otra' });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(refused.json.error.message).toMatch(
      /^Has enviado demasiados mensajes a Websy AI\. Espera \d+ s e inténtalo de nuevo\.$/,
    );
    const en = await user.http.post(
      `/api/assistant/conversations/${id}/messages`,
      { text: 'Again' },
      { 'accept-language': 'en' },
    );
    expect(en.json.error.message).toMatch(/^You have sent too many messages to Websy AI\. Wait \d+ s/);
    // The refused messages were not stored, and no model call was made for them.
    expect((await user.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages).toHaveLength(
      6,
    );
    expect(gemini.requests).toHaveLength(3);
    expect((await ask(other.http, await newConversation(other.http), 'Hola')).status).toBe(200);
  });

  it('stores what was generated when the client leaves mid-stream', async () => {
    const user = await signUpUser(app);
    const id = await newConversation(user.http);
    gemini.answer = () => ({ text: ['Primera parte. ', 'Segunda parte. ', 'Fin.'], delayMs: 150 });
    const controller = new AbortController();
    const res = await fetch(`${app.baseUrl}/api/assistant/conversations/${id}/messages`, {
      method: 'POST',
      headers: {
        cookie: user.http.cookieHeader,
        origin: app.baseUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text: 'Cuéntame algo largo' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('Primera parte')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(uiChunks(received).some((c) => c.type === 'finish')).toBe(false);

    let messages: Array<{ role: string; parts: Array<{ text: string }> }> = [];
    for (let tries = 0; tries < 50 && messages.length < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      messages = (await user.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    }
    expect(messages.map((m) => [m.role, m.parts[0]!.text])).toEqual([
      ['user', 'Cuéntame algo largo'],
      ['assistant', 'Primera parte. Segunda parte. Fin.'],
    ]);
  });
});
