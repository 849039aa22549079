import WebSocket from 'ws';
import { REALTIME_PATH } from '../../src/shared/realtime';

export interface Received {
  type: string;
  table?: string;
  op?: string;
  id?: string;
  [k: string]: unknown;
}

/** A realtime socket as a browser would open it (cookie + Origin), collecting every message. */
export async function openSocket(baseUrl: string, cookie: string | null, origin: string | null = baseUrl) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
    headers: { ...(cookie && { cookie }), ...(origin && { origin }) },
  });
  const messages: Received[] = [];
  /** Every frame as it came: a `changes` frame is also listed change by change in `messages`. */
  const frames: string[] = [];
  ws.on('message', (data) => {
    frames.push(String(data));
    const message = JSON.parse(String(data)) as Received;
    if (message.type === 'changes') messages.push(...(message.changes as Received[]));
    else messages.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const waitFor = async (predicate: (m: Received) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const subscribe = async (table: string, id?: string) => {
    ws.send(JSON.stringify({ type: 'subscribe', table, ...(id && { id }) }));
    await waitFor((m) => m.type === 'subscribed' && m.table === table && (m.id ?? null) === (id ?? null));
  };
  return { ws, messages, frames, waitFor, subscribe, close: () => ws.close() };
}
