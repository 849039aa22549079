import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, newConversation } from '../../support/assistant';
import { buildProject } from '../../support/factories';
import { startFakeGemini, systemTextOf, type FakeGemini } from '../../support/fake-gemini';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

type Entry = { id: string; title: string; personal: boolean; editable: boolean; project_name: string | null };

describe('Websy AI memory and knowledge base (decision 0022)', () => {
  let gemini: FakeGemini;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  let projectA: { id: string; name: string };

  const addEntry = async (http: typeof a.http, body: Record<string, unknown>) => {
    const res = await http.post('/api/assistant/knowledge', body);
    expect(res.status, res.text).toBe(201);
    return res.json.entry as Entry;
  };

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({
      GEMINI_API_KEYS: 'k1',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test',
    });
    admin = await signInOwner(app);
    a = await signUpUser(app, { name: 'Ana Cliente' });
    b = await signUpUser(app, { name: 'Bruno Cliente' });
    projectA = await buildProject(a.http, { name: 'Tienda Zafiro de Ana' });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  it('remembers each conversation and the user’s profile after the answer, and reads them back', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    await ask(a.http, id, '¿Cómo va el diseño del checkout de la tienda?');
    await ask(a.http, id, 'Quiero cambiar el checkout');
    const memories = (await a.http.get('/api/assistant/memories')).json.memories;
    expect(memories).toHaveLength(1);
    expect(memories[0]).toMatchObject({
      conversation_id: id,
      summary: '¿Cómo va el diseño del checkout de la tienda? … Quiero cambiar el checkout',
      key_topics: ['checkout', 'diseño', 'tienda', 'cambiar'],
    });
    const profile = (await a.http.get('/api/assistant/profile')).json.profile;
    expect(profile).toMatchObject({
      preferences: { language: 'es' },
      work_patterns: { messages: 2 },
      expertise_areas: ['checkout', 'diseño', 'tienda', 'cambiar'],
    });
    expect(profile.work_patterns.active_hours).toHaveLength(1);
    // The third question's prompt carries the memory and the profile.
    await ask(a.http, id, 'Hola');
    const system = systemTextOf(gemini.requests.at(-1)!);
    expect(system).toContain('Quiero cambiar el checkout');
    expect(system).toContain('"expertise_areas":["checkout"');
  });

  it('keeps the active hours in the asker’s own time zone, the one their messages carry', async () => {
    gemini.reset();
    const c = await signUpUser(app, { name: 'Carla Zona' });
    const id = await newConversation(c.http);
    // Kolkata is UTC+05:30 all year: its hour is never the UTC one.
    const hourIn = (timeZone: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date()),
      );
    const before = hourIn('Asia/Kolkata');
    await ask(c.http, id, 'Hola', undefined, { time_zone: 'Asia/Kolkata' });
    const after = hourIn('Asia/Kolkata');
    const profile = (await c.http.get('/api/assistant/profile')).json.profile;
    expect(profile.work_patterns.time_zone).toBe('Asia/Kolkata');
    expect(profile.work_patterns.active_hours).toHaveLength(1);
    expect([before, after]).toContain(profile.work_patterns.active_hours[0]);
    expect(profile.work_patterns.active_hours[0]).not.toBe(new Date().getUTCHours());
  });

  it('labels the matching knowledge entries in the prompt and shows what the answer cites', async () => {
    gemini.reset();
    const general = await addEntry(admin.http, {
      title: 'Política de revisiones',
      content: 'Cada fase incluye dos rondas de revisiones sin coste.',
      category: 'procesos',
    });
    expect(general).toMatchObject({ personal: false, editable: true, project_name: null });
    gemini.answer = () => ({ text: ['Tienes dos rondas ', 'de revisiones [KB-1].'] });
    const id = await newConversation(a.http);
    const res = await ask(a.http, id, '¿Cuántas revisiones tengo?');
    const system = systemTextOf(gemini.requests[0]!);
    expect(system).toContain('[KB-1] Política de revisiones');
    expect(system).toContain('dos rondas de revisiones sin coste');
    const citations = res.chunks.find((c) => c.type === 'data-citations');
    expect(citations?.data).toEqual({
      citations: [{ n: 1, id: general.id, title: 'Política de revisiones' }],
    });
    const messages = (await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    expect(messages[1].parts).toEqual([
      { type: 'text', text: 'Tienes dos rondas de revisiones [KB-1].' },
      {
        type: 'data-citations',
        data: { citations: [{ n: 1, id: general.id, title: 'Política de revisiones' }] },
      },
    ]);
  });

  it('keeps a client’s project and personal entries from every other client', async () => {
    gemini.reset();
    const projectEntry = await addEntry(a.http, {
      title: 'Credenciales zafiro',
      content: 'El hosting zafiro vence en marzo',
      project_id: projectA.id,
    });
    expect(projectEntry).toMatchObject({
      project_name: 'Tienda Zafiro de Ana',
      personal: false,
      editable: true,
    });
    const personal = await addEntry(a.http, {
      title: 'Nota zafiro privada',
      content: 'Prefiero zafiro oscuro',
    });
    expect(personal.personal).toBe(true);
    // B sees none of them: not listed, not found by search, not editable, not in B's prompt.
    const listed = (await b.http.get('/api/assistant/knowledge')).text;
    const searched = (await b.http.get('/api/assistant/knowledge?q=zafiro')).text;
    for (const text of [listed, searched]) {
      expect(text).not.toContain(projectEntry.id);
      expect(text).not.toContain(personal.id);
    }
    expect((await b.http.patch(`/api/assistant/knowledge/${projectEntry.id}`, { title: 'x' })).status).toBe(
      404,
    );
    expect((await b.http.delete(`/api/assistant/knowledge/${personal.id}`)).status).toBe(404);
    expect(
      (await b.http.post('/api/assistant/knowledge', { title: 't', content: 'c', project_id: projectA.id }))
        .status,
    ).toBe(403);
    const idB = await newConversation(b.http);
    await ask(b.http, idB, '¿Qué sabes del zafiro y su hosting?');
    const idA = await newConversation(a.http);
    await ask(a.http, idA, '¿Qué sabes del zafiro y su hosting?');
    const [requestB, requestA] = gemini.requests;
    const secrets = [
      'vence en marzo',
      'zafiro oscuro',
      'Tienda Zafiro',
      projectA.id,
      'Ana Cliente',
      'checkout',
    ];
    for (const secret of secrets) expect(systemTextOf(requestB!)).not.toContain(secret);
    expect(systemTextOf(requestA!)).toContain('El hosting zafiro vence en marzo');
    expect(systemTextOf(requestA!)).toContain('Prefiero zafiro oscuro');
    // B's memories and profile are B's own.
    const memoriesB = (await b.http.get('/api/assistant/memories')).json.memories;
    expect(memoriesB.map((m: { conversation_id: string }) => m.conversation_id)).toEqual([idB]);
    const memoryOfA = (await a.http.get('/api/assistant/memories')).json.memories[0].id as string;
    expect((await b.http.delete(`/api/assistant/memories/${memoryOfA}`)).status).toBe(404);
    // The admin reads and edits a client's entries; a client cannot edit the admin's general ones.
    expect((await admin.http.get('/api/assistant/knowledge?q=zafiro')).text).toContain(projectEntry.id);
    const general = (await a.http.get('/api/assistant/knowledge?q=revisiones')).json.entries[0] as Entry;
    expect(general.editable).toBe(false);
    expect((await a.http.patch(`/api/assistant/knowledge/${general.id}`, { title: 'Mía' })).status).toBe(403);
    const edited = await admin.http.patch(`/api/assistant/knowledge/${projectEntry.id}`, {
      title: 'Hosting zafiro',
    });
    expect(edited.json.entry.title).toBe('Hosting zafiro');
  });

  it('searches by the first word longer than 2 characters, at most 10, from 2 characters', async () => {
    for (let i = 0; i < 12; i += 1) {
      await addEntry(admin.http, {
        title: `Guía de pagos ${i}`,
        content: 'Los pagos se facturan a mes vencido.',
      });
    }
    expect((await a.http.get('/api/assistant/knowledge?q=a')).status).toBe(400);
    const found = (await a.http.get('/api/assistant/knowledge?q=de%20pagos%20xyz')).json.entries as Entry[];
    expect(found).toHaveLength(10);
    expect(found.every((e) => e.title.startsWith('Guía de pagos'))).toBe(true);
    expect((await a.http.get('/api/assistant/knowledge?q=50%25')).json.entries).toEqual([]);
    expect((await a.http.get('/api/assistant/knowledge')).json.entries.length).toBeGreaterThan(12);
  });

  it('forgets one memory, every memory and the profile', async () => {
    const before = (await a.http.get('/api/assistant/memories')).json.memories as { id: string }[];
    expect(before.length).toBeGreaterThan(1);
    expect((await a.http.delete(`/api/assistant/memories/${before[0]!.id}`)).status).toBe(204);
    expect((await a.http.get('/api/assistant/memories')).json.memories).toHaveLength(before.length - 1);
    expect((await a.http.delete('/api/assistant/memories')).status).toBe(204);
    expect((await a.http.get('/api/assistant/memories')).json.memories).toEqual([]);
    expect((await b.http.get('/api/assistant/memories')).json.memories).toHaveLength(1);
    expect((await a.http.delete('/api/assistant/profile')).status).toBe(204);
    expect((await a.http.get('/api/assistant/profile')).json.profile).toEqual({
      work_patterns: { active_hours: [], time_zone: 'UTC', messages: 0 },
      preferences: { language: null },
      common_tasks: [],
      expertise_areas: [],
      updated_at: null,
    });
  });

  it('regenerates on the server: the last answer is replaced, the question not repeated', async () => {
    gemini.reset();
    const id = await newConversation(b.http);
    await ask(b.http, id, 'Primera pregunta');
    gemini.answer = () => ({ text: ['Otra respuesta'] });
    const res = await b.http.post(`/api/assistant/conversations/${id}/messages`, {
      text: 'Primera pregunta',
      regenerate: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(gemini.requests.at(-1)!.body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Primera pregunta' }] },
    ]);
    const messages = (await b.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    expect(
      messages.map((m: { role: string; parts: { text: string }[] }) => [m.role, m.parts[0]!.text]),
    ).toEqual([
      ['user', 'Primera pregunta'],
      ['assistant', 'Otra respuesta'],
    ]);
    // In a conversation with no question yet, it is a plain send.
    const empty = await newConversation(b.http);
    await b.http.post(`/api/assistant/conversations/${empty}/messages`, { text: 'Hola', regenerate: true });
    expect((await b.http.get(`/api/assistant/conversations/${empty}/messages`)).json.messages).toHaveLength(
      2,
    );
  });
});
