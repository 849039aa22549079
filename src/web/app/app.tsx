import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConfigError } from '@/web/lib/config-error';
import { ConfigErrorScreen } from './errors/config-error-screen';
import { ErrorBoundary } from './errors/error-boundary';
import { AppProvider } from './provider';

/**
 * The whole app around its router: the browser's `RouterProvider` or, on the server, React
 * Router's `StaticRouterProvider` (scripts/prerender/first-screen.tsx). Both render this same tree,
 * so the browser hydrates the server's markup (docs/decisions/0046).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const configError = useConfigError();
  return (
    <AppProvider queryClient={queryClient}>
      {configError !== null ? (
        <ConfigErrorScreen message={configError} />
      ) : (
        <ErrorBoundary>{children}</ErrorBoundary>
      )}
    </AppProvider>
  );
}
