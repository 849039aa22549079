/**
 * A render thread of the server (docs/decisions/0047): the task handler the server's worker pool
 * runs, rendering one signed-in first screen with the renderer built beside this file
 * (`SERVER_RENDERER_FILE`, loaded once per thread). The screen's reads of the API go to the main
 * thread over the task's port and come back as responses. Built on its own, with the renderer
 * left out (scripts/server-renderer.ts), so it runs with whichever renderer sits beside it.
 */
import path from 'node:path';
import type { FromRenderThread, RenderTask, ToRenderThread } from '../../src/server/first-screen-worker';
import type { RenderSignedIn, SignedInScreen } from '../../src/server/web-first-screen';
import { SERVER_RENDERER_FILE } from '../../src/shared/web-build';

const rendererUrl = new URL(`./${path.basename(SERVER_RENDERER_FILE)}`, import.meta.url).href;
/** Loaded as the thread starts, before its first task. */
const renderer = (import(/* @vite-ignore */ rendererUrl) as Promise<{ renderSignedInScreen?: unknown }>).then(
  (module) => {
    if (typeof module.renderSignedInScreen !== 'function')
      throw new Error(`${rendererUrl} has no renderSignedInScreen`);
    return module.renderSignedInScreen as RenderSignedIn;
  },
);
// Unhandled until the first task awaits it: a broken renderer fails that task, not the thread.
renderer.catch(() => undefined);

/** Statuses whose response has no body. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

export default async function renderTask({
  path: screenPath,
  profile,
  language,
  timeZone,
  port,
  unwanted,
}: RenderTask): Promise<SignedInScreen | null> {
  if (Atomics.load(unwanted, 0) === 1) {
    port.close();
    return null;
  }
  const waiting = new Map<number, (answer: ToRenderThread) => void>();
  let nextId = 0;
  port.on('message', (answer: ToRenderThread) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const tell = (message: FromRenderThread) => port.postMessage(message);
  const readApi = (apiPath: string) =>
    new Promise<Response>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (answer) => {
        if ('error' in answer) reject(new Error(answer.error));
        else
          resolve(
            new Response(NO_BODY.has(answer.status) ? null : answer.body, {
              status: answer.status,
              headers: answer.headers,
            }),
          );
      });
      tell({ id, path: apiPath });
    });
  try {
    const render = await renderer;
    return await render(screenPath, profile, language, { timeZone, readApi });
  } finally {
    port.close();
  }
}
