/**
 * Receiver process of the realtime benchmark (`bench/realtime.ts` forks a few): opens its share of
 * the sockets as a browser does (session cookie, Origin, a subscription to every table), then
 * counts what arrives. It shares the CPUs with the relay it measures, so it reads fields with
 * one regular expression instead of parsing JSON, and keeps latencies in a 1 ms histogram.
 *
 * Parent → child: `{ type: 'open', url, sockets: [{ cookie, owns }] }` → `{ type: 'ready' }`;
 * `{ type: 'collect' }` → `{ type: 'stats', … }` (and the counters start again); `{ type: 'close' }`.
 */
import WebSocket from 'ws';
import { REALTIME_PATH, REALTIME_TABLES } from '../src/shared/realtime';

export interface ReceiverSocket {
  cookie: string;
  /** The project a client socket's user owns (the only one it may hear of); null for an admin. */
  owns: string | null;
}
export type ToReceiver =
  { type: 'open'; url: string; sockets: ReceiverSocket[] } | { type: 'collect' } | { type: 'close' };
export type FromReceiver =
  | { type: 'ready'; opened: number }
  | {
      type: 'stats';
      /** [latency ms, count] pairs, commit (the trigger's clock) → this process. */
      histogram: [number, number][];
      delivered: number;
      /** Changes that reached a socket whose user may not see the row. */
      foreign: number;
      resyncs: number;
      frames: number;
      /** Date.now() of the last change received (0: none). */
      lastAt: number;
      /** CPU time this process used since the previous collect, in ms. */
      cpuMs: number;
      /** Sockets the server closed. */
      closed: number;
    }
  | { type: 'failed'; error: string };

const HISTOGRAM_MS = 60_000;
const histogram = new Uint32Array(HISTOGRAM_MS + 1);
const counters = { delivered: 0, foreign: 0, resyncs: 0, frames: 0, lastAt: 0, closed: 0 };
let cpu = process.cpuUsage();
const sockets: WebSocket[] = [];
// One change as the relay encodes it (key order of `encodeChange` in src/server/realtime).
const CHANGE = /"table":"(\w+)","op":"\w+","id":"([^"]+)","project_id":(?:null|"([^"]+)"),"at":(\d+)/g;

function receive(text: string, owns: string | null) {
  counters.frames += 1;
  if (text.startsWith('{"type":"resync"')) counters.resyncs += 1;
  const now = Date.now();
  let found = false;
  for (const m of text.matchAll(CHANGE)) {
    found = true;
    counters.delivered += 1;
    histogram[Math.min(HISTOGRAM_MS, Math.max(0, now - Number(m[4])))]! += 1;
    const project = m[1] === 'projects' ? m[2] : m[3];
    if (owns !== null && project !== owns) counters.foreign += 1;
  }
  if (found) counters.lastAt = now;
}

async function open(url: string, { cookie, owns }: ReceiverSocket) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
    headers: { cookie, origin: url },
  });
  sockets.push(ws);
  let pending: number = REALTIME_TABLES.length;
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const text = String(data);
      if (pending > 0 && text.startsWith('{"type":"subscribed"') && --pending === 0) resolve();
      else receive(text, owns);
    });
    ws.once('open', () => {
      for (const table of REALTIME_TABLES) ws.send(JSON.stringify({ type: 'subscribe', table }));
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  ws.on('close', () => (counters.closed += 1));
}

function collect(): FromReceiver {
  const pairs: [number, number][] = [];
  for (let ms = 0; ms <= HISTOGRAM_MS; ms++) if (histogram[ms]) pairs.push([ms, histogram[ms]!]);
  histogram.fill(0);
  const used = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  const stats = {
    type: 'stats' as const,
    histogram: pairs,
    ...counters,
    cpuMs: (used.user + used.system) / 1000,
  };
  Object.assign(counters, { delivered: 0, foreign: 0, resyncs: 0, frames: 0, lastAt: 0, closed: 0 });
  return stats;
}

const reply = (message: FromReceiver) => process.send!(message);

process.on('message', (message: ToReceiver) => {
  if (message.type === 'open') {
    // A few upgrades at a time: each one is a session check on the server.
    const queue = [...message.sockets];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await open(message.url, next);
    };
    Promise.all(Array.from({ length: 8 }, worker))
      .then(() => reply({ type: 'ready', opened: sockets.length }))
      .catch((error: unknown) => reply({ type: 'failed', error: String(error) }));
  } else if (message.type === 'collect') {
    reply(collect());
  } else {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
