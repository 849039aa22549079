import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server draws the card and while the browser hydrates that drawing, true from
 * then on (React's own way to render what only the browser can draw). The charts measure their
 * labels' text in the browser, which the server cannot: drawn on both, they would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
