import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, newConversation } from '../../support/assistant';
import { startFakeGemini, type FakeGemini } from '../../support/fake-gemini';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/** A 1×1 transparent PNG and a 1×1 GIF: real files, read by their magic numbers. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

type Part = { text?: string; inlineData?: { mimeType: string; data: string } };

describe('Websy AI attachments (decision 0022, docs/product.md#api-conventions, decision 0032)', () => {
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
    a = await signUpUser(app, { name: 'Ana Adjuntos' });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  const messagesOf = async (id: string) =>
    (await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages as Array<{
      role: string;
      parts: Array<{ type: string; text?: string; data?: unknown }>;
    }>;

  it('sends images as inline data and a text file as its text, and keeps their names with the question', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    const csv = 'mes,visitas\nenero,1200\nfebrero,1850\n';
    const res = await ask(a.http, id, '¿Qué ves en estos archivos?', undefined, {
      attachments: [
        { name: 'logo.png', data: b64(PNG) },
        { name: 'visitas.csv', data: b64(csv) },
        { name: 'anim.gif', data: b64(GIF) },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.answer).toBe('Hola, soy Websy AI.');
    expect(gemini.requests).toHaveLength(1);
    const contents = gemini.requests[0]!.body.contents;
    expect(contents).toHaveLength(1);
    expect(contents[0]!.role).toBe('user');
    const parts = contents[0]!.parts as Part[];
    expect(parts[0]).toEqual({ text: '¿Qué ves en estos archivos?' });
    expect(parts[1]).toEqual({ inlineData: { mimeType: 'image/png', data: b64(PNG) } });
    expect(parts[2]!.text).toContain('visitas.csv');
    expect(parts[2]!.text).toContain(csv);
    expect(parts[3]).toEqual({ inlineData: { mimeType: 'image/gif', data: b64(GIF) } });

    const [question] = await messagesOf(id);
    expect(question!.parts).toEqual([
      { type: 'text', text: '¿Qué ves en estos archivos?' },
      {
        type: 'data-attachments',
        data: {
          attachments: [
            { name: 'logo.png', media_type: 'image/png', size: PNG.length },
            { name: 'visitas.csv', media_type: 'text/csv', size: Buffer.byteLength(csv) },
            { name: 'anim.gif', media_type: 'image/gif', size: GIF.length },
          ],
        },
      },
    ]);

    // The next question's history carries the earlier question's text, not its files again.
    gemini.reset();
    await ask(a.http, id, '¿Y ahora?');
    const later = gemini.requests[0]!.body.contents;
    expect(JSON.stringify(later)).not.toContain('inlineData');
  });

  it('sends the files again when the answer is regenerated', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    const attachments = [{ name: 'notas.md', data: b64('# Notas\n\nRevisar **checkout**.') }];
    await ask(a.http, id, 'Resume mis notas', undefined, { attachments });
    const res = await ask(a.http, id, 'Resume mis notas', undefined, { attachments, regenerate: true });
    expect(res.status, res.text).toBe(200);
    expect(JSON.stringify(gemini.requests[1]!.body.contents)).toContain('Revisar **checkout**.');
    const messages = await messagesOf(id);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('reads the type from the bytes: a PDF named .png, a binary .txt and an unknown extension are refused', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    const cases = [
      { name: 'foto.png', data: b64(PDF) },
      { name: 'datos.txt', data: b64(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x80])) },
      { name: 'script.sh', data: b64('echo hola\n') },
      { name: 'informe.pdf', data: b64(PDF) },
    ];
    for (const attachment of cases) {
      const res = await ask(a.http, id, 'Mira esto', 'es', { attachments: [attachment] });
      expect(res.status, attachment.name).toBe(400);
      expect(res.json.error.code).toBe('BAD_REQUEST');
      expect(res.json.error.message).toBe(
        `«${attachment.name}» no se puede adjuntar: solo imágenes PNG, JPEG, WebP o GIF y archivos de texto .txt, .md, .csv o .json`,
      );
    }
    const en = await ask(a.http, id, 'Look', 'en', { attachments: [cases[0]] });
    expect(en.json.error.message).toContain('“foto.png” cannot be attached');
    // Nothing reached the model, nothing was stored.
    expect(gemini.requests).toHaveLength(0);
    expect(await messagesOf(id)).toEqual([]);
  });

  it('refuses a file over its size and more than 3 files, with clear messages', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    const bigText = await ask(a.http, id, 'Lee', 'es', {
      attachments: [{ name: 'grande.txt', data: b64('a'.repeat(256 * 1024 + 1)) }],
    });
    expect(bigText.status).toBe(413);
    expect(bigText.json.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: '«grande.txt» es demasiado grande: el máximo es 256 KB',
    });
    const bigImage = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await ask(a.http, id, 'Mira', 'pt', {
      attachments: [{ name: 'enorme.png', data: b64(bigImage) }],
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.message).toBe('«enorme.png» é grande demais: o máximo é 4 MB');
    const slightlyBig = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024 - PNG.length + 1)]);
    const over = await ask(a.http, id, 'Mira', 'en', {
      attachments: [{ name: 'big.png', data: b64(slightlyBig) }],
    });
    expect(over.status).toBe(413);
    expect(over.json.error.message).toBe('“big.png” is too large: the maximum is 4 MB');
    const many = await ask(a.http, id, 'Mira', 'es', {
      attachments: Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.txt`, data: b64('hola') })),
    });
    expect(many.status).toBe(400);
    expect(many.json.error.message).toBe('Puedes adjuntar como máximo 3 archivos por mensaje');
    const notBase64 = await ask(a.http, id, 'Mira', 'es', { attachments: [{ name: 'x.txt', data: '¡no!' }] });
    expect(notBase64.status).toBe(400);
    expect(gemini.requests).toHaveLength(0);
    expect(await messagesOf(id)).toEqual([]);
  });

  it('takes a body over 1 MiB on this route only, and still bounds it', async () => {
    gemini.reset();
    const id = await newConversation(a.http);
    const image = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const ok = await ask(a.http, id, 'Mira', 'es', {
      attachments: [{ name: 'captura.png', data: b64(image) }],
    });
    expect(ok.status, ok.text).toBe(200);
    const huge = await a.http.post(`/api/assistant/conversations/${id}/messages`, {
      text: 'Mira',
      attachments: [],
      padding: 'x'.repeat(20 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    const elsewhere = await a.http.post('/api/assistant/conversations', {
      title: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });
});

describe('Websy AI attachments without keys (decision 0032)', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    app = await startTestApp();
    a = await signUpUser(app, { name: 'Ana Sin Claves' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says that attachments need the model, and stores nothing', async () => {
    const id = await newConversation(a.http);
    const res = await ask(a.http, id, 'Lee esto', 'es', {
      attachments: [{ name: 'n.txt', data: b64('hola') }],
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      'Los archivos adjuntos necesitan el modelo de IA, que no está configurado. Envía el mensaje sin adjuntos.',
    );
    expect((await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages).toEqual([]);
  });
});
