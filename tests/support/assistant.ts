import type { HttpClient } from './http-client';

/** A UI message stream chunk as the AI SDK sends it (`data: {...}` lines). */
export interface UiChunk {
  type: string;
  delta?: string;
  errorText?: string;
  messageId?: string;
  data?: { message: string };
}

/** The chunks of a UI message stream's server-sent events. */
export function uiChunks(body: string): UiChunk[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as UiChunk);
}

/** Starts a conversation as `http` and returns its id. */
export async function newConversation(http: HttpClient, title?: string): Promise<string> {
  const res = await http.post('/api/assistant/conversations', title ? { title } : {});
  if (res.status !== 201) throw new Error(`conversation failed: ${res.status} ${res.text}`);
  return res.json.conversation.id as string;
}

/** Sends a message and reads the whole streamed answer: its text, error texts and notices. */
export async function ask(
  http: HttpClient,
  conversationId: string,
  text: string,
  language?: string,
  extra: Record<string, unknown> = {},
) {
  const res = await http.post(
    `/api/assistant/conversations/${conversationId}/messages`,
    { text, ...extra },
    language ? { 'accept-language': language } : {},
  );
  const chunks = res.status === 200 ? uiChunks(res.text) : [];
  return {
    ...res,
    chunks,
    answer: chunks.flatMap((c) => (c.type === 'text-delta' ? [c.delta] : [])).join(''),
    errors: chunks.flatMap((c) => (c.type === 'error' ? [c.errorText] : [])),
    notices: chunks.flatMap((c) => (c.type === 'data-notice' ? [c.data!.message] : [])),
  };
}
