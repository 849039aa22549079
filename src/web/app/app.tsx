import { RouterProvider } from 'react-router/dom';
import { useConfigError } from '@/web/lib/config-error';
import { ConfigErrorScreen } from './errors/config-error-screen';
import { ErrorBoundary } from './errors/error-boundary';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const configError = useConfigError();
  return (
    <AppProvider>
      {configError !== null ? (
        <ConfigErrorScreen message={configError} />
      ) : (
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      )}
    </AppProvider>
  );
}
