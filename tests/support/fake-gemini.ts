import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Gemini server for tests, speaking the wire format of the Generative Language API v1beta that
 * the AI SDK's Google provider speaks: `POST /v1beta/models/{model}:generateContent` (one JSON
 * answer) and `:streamGenerateContent?alt=sse` (server-sent events, one candidate chunk each),
 * function calls as `functionCall` parts, and errors as Google's `{ error: { code, message,
 * status } }`. Every request is recorded (headers, the key, the parsed body) so tests can assert
 * what the model saw; answers are scripted per key or for all.
 */
export type GeminiAnswer =
  /** Text, streamed as one chunk per string. */
  | { text: string[]; finishReason?: string; delayMs?: number }
  /** A function call the model asks for. */
  | { functionCall: { name: string; args: Record<string, unknown> } }
  /** An error status with Google's error body. */
  | { status: number; message?: string }
  /** Anything at all as the body (an invalid answer), with status 200. */
  | { raw: string };

export interface GeminiRequest {
  model: string;
  stream: boolean;
  apiKey: string | undefined;
  headers: IncomingMessage['headers'];
  body: GeminiRequestBody;
  /** The body as sent, to search for what must never be in it. */
  rawBody: string;
}

export interface GeminiRequestBody {
  contents: Array<{ role: string; parts: Array<Record<string, unknown>> }>;
  systemInstruction?: { parts: Array<{ text: string }> };
  generationConfig?: Record<string, unknown>;
  tools?: unknown;
}

export interface FakeGemini {
  /** The base URL to configure (GEMINI_BASE_URL): the provider adds `/v1beta`. */
  url: string;
  requests: GeminiRequest[];
  /** What a key always answers (e.g. `keys.set('k1', { status: 429 })`). */
  keys: Map<string, GeminiAnswer>;
  /** What every other request gets (by default the text 'Hola, soy Websy AI.' in two chunks). */
  answer: (request: GeminiRequest) => GeminiAnswer;
  /** Back to the default answer, no per-key behaviour and no recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export const DEFAULT_ANSWER: GeminiAnswer = { text: ['Hola, ', 'soy Websy AI.'] };

const usage = { promptTokenCount: 12, candidatesTokenCount: 6, totalTokenCount: 18 };

const candidate = (parts: Array<Record<string, unknown>>, finishReason?: string) => ({
  candidates: [{ content: { role: 'model', parts }, index: 0, ...(finishReason && { finishReason }) }],
  ...(finishReason && { usageMetadata: usage }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function respond(res: ServerResponse, request: GeminiRequest, answer: GeminiAnswer) {
  if ('status' in answer) {
    const error = {
      code: answer.status,
      message: answer.message ?? `fake error ${answer.status}`,
      status: STATUS_NAMES[answer.status] ?? 'UNKNOWN',
    };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error }));
    return;
  }
  if ('raw' in answer) {
    res.writeHead(200, { 'content-type': request.stream ? 'text/event-stream' : 'application/json' });
    res.end(answer.raw);
    return;
  }
  const chunks =
    'functionCall' in answer
      ? // Gemini signs the call it asks for; the SDK sends the signature back with the call.
        [candidate([{ functionCall: answer.functionCall, thoughtSignature: 'ZmFrZS1zaWduYXR1cmU=' }], 'STOP')]
      : answer.text.map((text, i) =>
          candidate([{ text }], i === answer.text.length - 1 ? (answer.finishReason ?? 'STOP') : undefined),
        );
  if (!request.stream) {
    const parts = chunks.flatMap((c) => c.candidates[0]!.content.parts);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(candidate(parts, 'STOP')));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const chunk of chunks) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
    if ('delayMs' in answer && answer.delayMs) await sleep(answer.delayMs);
  }
  res.end();
}

export async function startFakeGemini(): Promise<FakeGemini> {
  const fake: FakeGemini = {
    url: '',
    requests: [],
    keys: new Map(),
    answer: () => DEFAULT_ANSWER,
    reset() {
      fake.requests.length = 0;
      fake.keys.clear();
      fake.answer = () => DEFAULT_ANSWER;
    },
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
      const rawBody = await readBody(req);
      if (req.method !== 'POST' || !match) {
        await respond(res, {} as GeminiRequest, { status: 404, message: 'no such method' });
        return;
      }
      const key = req.headers['x-goog-api-key'];
      const request: GeminiRequest = {
        model: decodeURIComponent(match[1]!),
        stream: match[2] === 'streamGenerateContent' && url.searchParams.get('alt') === 'sse',
        apiKey: typeof key === 'string' ? key : undefined,
        headers: req.headers,
        body: JSON.parse(rawBody) as GeminiRequestBody,
        rawBody,
      };
      fake.requests.push(request);
      const answer = (request.apiKey && fake.keys.get(request.apiKey)) || fake.answer(request);
      await respond(res, request, answer);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

/** The text of a request's system instruction (the prompt with the caller's snapshot). */
export const systemTextOf = (request: GeminiRequest) =>
  (request.body.systemInstruction?.parts ?? []).map((p) => p.text).join('\n');
