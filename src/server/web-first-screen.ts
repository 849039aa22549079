import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { FromRenderThread, RenderTask, ToRenderThread } from './first-screen-worker';
import type { Language } from '../shared/i18n/config';
import type { Profile } from '../shared/schemas/profile';
import {
  FIRST_SCREEN_MARKS,
  LIVE_DATA_ID,
  QUERIES_DATA_ID,
  RENDER_WORKER_FILE,
  SERVER_RENDERER_FILE,
  SESSION_DATA_ID,
} from '../shared/web-build';

/** A GET of the API (`path` with its query string) as the person the screen is for. */
export type ReadApi = (path: string) => Promise<Response>;

/** A signed-in first screen and the data it shows: `queries` is plain JSON (TanStack's dehydrated state). */
export interface SignedInScreen {
  markup: string;
  queries: unknown;
  /** The time zone its dates are drawn in (an IANA name). */
  timeZone: string;
  /** When it was drawn (ms): its relative times read from then. */
  renderedAt?: number;
}

/**
 * The database snapshot taken before a signed-in screen's data was read
 * (`pg_current_snapshot()`, decision 0050), for the app's catch-up.
 */
export interface ReadFrom {
  snapshot: string;
}

/** `renderSignedInScreen` of the built renderer (scripts/prerender/first-screen.tsx). */
export type RenderSignedIn = (
  path: string,
  profile: Profile,
  language: Language,
  options?: { timeZone?: string; readApi?: ReadApi },
) => Promise<SignedInScreen | null>;

/** A render of a signed-in screen by the server's render threads (`openSignedInRenderer`). */
export type RenderInThread = (
  path: string,
  profile: Profile,
  language: Language,
  options: {
    timeZone?: string;
    readApi: ReadApi;
    /** Aborted when its answer is no longer wanted: a render still waiting for a thread is skipped. */
    signal?: AbortSignal;
  },
) => Promise<SignedInScreen | null>;

export interface SignedInRenderer {
  render: RenderInThread;
  /** Stops the render threads (renders under way are cut). */
  close(): Promise<void>;
}

/** Renders waiting for a thread beyond these are answered with the frame at once. */
const MAX_WAITING_RENDERS = 64;
/** Renders a thread keeps under way at once: one renders while the others wait for their reads. */
const RENDERS_PER_THREAD = 4;
/**
 * How much lower the render threads' scheduling priority is than the API's (Linux `nice`, 19 the
 * lowest): when the machine is busy, the operating system gives the API's event loop and the
 * database the CPU first, and a page waits instead (a render late by 2 s becomes the app's own
 * loading screen). At 19 rather than 10, `bench:ssr` measured both more pages per second and a
 * lower API p95 (decision 0047).
 */
const RENDER_NICE = 19;

/** What a read of the API answered, for the render thread that asked. */
async function answerOf(id: number, response: Response): Promise<ToRenderThread> {
  return { id, status: response.status, headers: [...response.headers], body: await response.text() };
}

/**
 * The renderer of signed-in first screens the build wrote beside `webRoot`, run in worker threads
 * (docs/decisions/0047), or null when the build wrote none (a test's web root): those screens
 * then keep their 'Verificando autenticación...' frame. One thread fewer than the machine has
 * cores (at least one), at a lower priority than the API (`RENDER_NICE`): rendering a page never
 * holds up the API's event loop. The threads start at once, each loading the renderer, and run
 * until `close`.
 */
export function openSignedInRenderer(webRoot: string): SignedInRenderer | null {
  const worker = path.join(webRoot, RENDER_WORKER_FILE);
  if (!existsSync(path.join(webRoot, SERVER_RENDERER_FILE)) || !existsSync(worker)) return null;
  const threads = Math.max(1, os.availableParallelism() - 1);
  const pool = new Piscina<RenderTask, SignedInScreen | null>({
    filename: pathToFileURL(worker).href,
    // Started now, and kept: the first person's screen does not wait for a thread to load.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    maxQueue: MAX_WAITING_RENDERS,
    // A thread waits for its next task on its event loop, not blocked: its renders under way
    // keep receiving their reads meanwhile.
    atomics: 'disabled',
    // Built JavaScript only: none of the server's own loaders.
    execArgv: [],
    niceIncrement: RENDER_NICE,
  });
  const render: RenderInThread = async (requestPath, profile, language, { timeZone, readApi, signal }) => {
    const { port1: port, port2: theirs } = new MessageChannel();
    const unwanted = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const drop = () => Atomics.store(unwanted, 0, 1);
    signal?.addEventListener('abort', drop, { once: true });
    port.on('message', ({ id, path: apiPath }: FromRenderThread) => {
      Promise.resolve()
        .then(() => readApi(apiPath))
        .then((response) => answerOf(id, response))
        .catch((error: unknown) => ({ id, error: String(error) }))
        .then((answer) => port.postMessage(answer satisfies ToRenderThread));
    });
    try {
      const task: RenderTask = { path: requestPath, profile, language, timeZone, port: theirs, unwanted };
      // No AbortSignal for the pool: it would run such a task alone on its thread.
      return await pool.run(task, { transferList: [theirs] });
    } finally {
      signal?.removeEventListener('abort', drop);
      port.close();
    }
  };
  return { render, close: () => pool.destroy() };
}

/** A signed-in screen's page cut where its prerendered frame goes (`FIRST_SCREEN_MARKS`). */
export interface SignedInTemplate {
  before: string;
  after: string;
}

/** The page around its marked frame, or null when the page has none (an older build). */
export function signedInTemplate(html: string): SignedInTemplate | null {
  const [open, close] = FIRST_SCREEN_MARKS;
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) return null;
  return { before: html.slice(0, start), after: html.slice(end + close.length) };
}

/** JSON that no browser runs, in an element of its own; `<` escaped so no value can close it. */
const dataElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The page with the person's first screen in place of the frame, and what the app starts with:
 * their profile (`SESSION_DATA_ID`), the data the screen shows (`QUERIES_DATA_ID`), and the
 * snapshot taken before that data was read (`LIVE_DATA_ID`).
 */
export function signedInPage(
  template: SignedInTemplate,
  screen: SignedInScreen,
  profile: Profile,
  read: ReadFrom | null,
): string {
  const data =
    dataElement(SESSION_DATA_ID, profile) +
    dataElement(QUERIES_DATA_ID, screen.queries) +
    (read ? dataElement(LIVE_DATA_ID, read) : '');
  const after = template.after.includes('</body>')
    ? template.after.replace('</body>', () => `${data}\n  </body>`)
    : template.after + data;
  // Drawn for this very address, its query included (index.html keeps it shown), and in this
  // time zone (the app hydrates in it, src/web/app/app.tsx). A zone name has no quote or `<`.
  const zone = /^[\w+\-/]+$/.test(screen.timeZone) ? screen.timeZone : 'UTC';
  const before = template.before.replace(
    ' data-prerender-lang=',
    ` data-prerender-query data-time-zone="${zone}"${
      Number.isSafeInteger(screen.renderedAt) ? ` data-rendered-at="${screen.renderedAt}"` : ''
    } data-prerender-lang=`,
  );
  return `${before}${screen.markup}${after}`;
}
