import { createContext, useContext, useSyncExternalStore } from 'react';
import { NOW_TICK_MS as TICK_MS } from './formatters';

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * When the server drew the screen (ms): relative times read from it while the server renders and
 * while the browser hydrates what it drew, so both say the same (src/web/app/app.tsx).
 */
export const RenderedAtContext = createContext<number | null>(null);

/**
 * "Now" for relative times: the server's drawing time during its render and the hydration of it
 * (React's own way to render what only the browser knows after hydration), then the browser's
 * clock, moving on every 30 s while shown.
 */
export function useNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}
