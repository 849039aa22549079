import { createContext, useContext, useSyncExternalStore } from 'react';
import { NOW_TICK_MS as TICK_MS } from './formatters';

let now = Date.now();
/** `now` is the server's drawing time (`startNowAt`), not yet the browser's clock. */
let fromServer = false;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function move() {
  now = Date.now();
  for (const notify of listeners) notify();
  timer = setTimeout(move, TICK_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Still the server's drawing time, and less than a tick old: it moves on a tick after it.
    const kept = fromServer && Math.abs(Date.now() - now) < TICK_MS;
    fromServer = false;
    if (!kept) now = Date.now();
    timer = setTimeout(move, kept ? Math.max(0, now + TICK_MS - Date.now()) : TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/**
 * Starts the clock of relative times at `renderedAt`, the time the server drew the screen the
 * browser is about to hydrate, when the browser's clock reads less than a tick from it. Its
 * relative times then stay the server's until the clock's first move, a tick after the drawing,
 * as any screen's "now" is up to a tick old between moves. Otherwise `useSyncExternalStore` finds
 * the browser's "now" different from the server's as hydration ends, and draws every relative time
 * of the screen again at once, in a render that does not yield, for the same words. A drawing
 * older than a tick, or a clock set apart from the server's, takes the browser's "now" at once.
 */
export function startNowAt(renderedAt: number) {
  if (listeners.size > 0 || Math.abs(Date.now() - renderedAt) >= TICK_MS) return;
  now = renderedAt;
  fromServer = true;
}

/**
 * When the server drew the screen (ms): relative times read from it while the server renders and
 * while the browser hydrates what it drew, so both say the same (src/web/app/app.tsx).
 */
export const RenderedAtContext = createContext<number | null>(null);

/**
 * "Now" for relative times: the server's drawing time during its render and the hydration of it
 * (React's own way to render what only the browser knows after hydration), then the browser's
 * clock (from the first move when `startNowAt` kept the server's), moving on every 30 s while
 * shown.
 */
export function useNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}
