/**
 * What the server's main thread and its render threads say to each other (docs/decisions/0047).
 * A render runs in a worker thread (scripts/prerender/render-worker.ts, built beside the web app);
 * the screen's reads of the API come back to the main thread over the task's own port and go
 * through the app there, as the person, under the same session check as from the browser.
 */
import type { MessagePort } from 'node:worker_threads';
import type { Language } from '../shared/i18n/config';
import type { Profile } from '../shared/schemas/profile';

/** One signed-in screen to render: what `renderSignedInScreen` takes, and the port for its reads. */
export interface RenderTask {
  path: string;
  profile: Profile;
  language: Language;
  timeZone?: string;
  port: MessagePort;
  /**
   * Set to 1 (over shared memory) once its answer is no longer wanted: a task that has not begun
   * by then is skipped. One that has begun runs to its end (stopping a thread would stop its other
   * renders too).
   */
  unwanted: Int32Array<SharedArrayBuffer>;
}

/** From a render thread: it reads `path` of the API. */
export interface FromRenderThread {
  id: number;
  path: string;
}

/** To a render thread: the answer to its read `id`, or why there is none. */
export type ToRenderThread =
  { id: number; status: number; headers: [string, string][]; body: string } | { id: number; error: string };
