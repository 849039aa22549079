import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useConfigError } from '@/web/lib/config-error';
import { FallbackTimeZoneContext } from '@/web/lib/format-settings';
import { browserTimeZone } from '@/web/lib/formatters';
import { RenderedAtContext } from '@/web/lib/use-now';
import { ConfigErrorScreen } from './errors/config-error-screen';
import { ErrorBoundary } from './errors/error-boundary';
import { AppProvider } from './provider';

/**
 * The whole app around its router: the browser's `RouterProvider` or, on the server, React
 * Router's `StaticRouterProvider` (scripts/prerender/first-screen.tsx). Both render this same tree,
 * so the browser hydrates the server's markup (docs/decisions/0046).
 */
const unchanging = () => () => undefined;

/**
 * The time zone dates are drawn in when the person saved none: while the server renders, and
 * while the browser hydrates what it rendered, the one the server used (`renderedIn`: the
 * browser's as the app last told it, or the server's own on a first visit); then the browser's
 * (null). React's own way to render what only the browser knows after hydration.
 * When the server drew in the browser's own zone (every visit but the first), the browser's value
 * is that same zone: nothing changes, and React does not render every date on screen again, in
 * one blocking pass, right after hydrating them.
 */
function useFallbackZone(renderedIn: string | undefined): string | null {
  return useSyncExternalStore(
    unchanging,
    () => (renderedIn !== undefined && renderedIn === browserTimeZone() ? renderedIn : null),
    () => renderedIn ?? null,
  );
}

export function App({
  queryClient,
  timeZone,
  renderedAt,
  children,
}: {
  queryClient: QueryClient;
  /** The time zone the server drew the screen in. */
  timeZone?: string | undefined;
  /** When the server drew it (ms): relative times read from then until hydrated. */
  renderedAt?: number | undefined;
  children: ReactNode;
}) {
  const configError = useConfigError();
  return (
    <RenderedAtContext.Provider value={renderedAt ?? null}>
      <FallbackTimeZoneContext.Provider value={useFallbackZone(timeZone)}>
        <AppProvider queryClient={queryClient}>
          {configError !== null ? (
            <ConfigErrorScreen message={configError} />
          ) : (
            <ErrorBoundary>{children}</ErrorBoundary>
          )}
        </AppProvider>
      </FallbackTimeZoneContext.Provider>
    </RenderedAtContext.Provider>
  );
}
