import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { isChunkLoadError } from '@/web/lib/chunk-error';
import { checkForConfigError } from '@/web/lib/config-error';
import { canRetry, createErrorId, retryDelay } from '@/web/lib/retry-delay';
import { NotFoundView } from '../routes/not-found-view';
import { ChunkErrorScreen } from './chunk-error-screen';
import { ErrorScreen } from './error-screen';

/** The router's error element: 404, failed downloads, configuration errors, anything else. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const [errorId] = useState(() => createErrorId());
  const [retries, setRetries] = useState(0);
  const [seconds, setSeconds] = useState<number | null>(null);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const isChunk = isChunkLoadError(error);
  const retriable = !isNotFound && !isChunk && canRetry(retries);

  useEffect(() => {
    if (!isNotFound && !isChunk) {
      console.warn('[websy] route failed', errorId, error);
      checkForConfigError(error);
    }
  }, [error, errorId, isNotFound, isChunk]);

  useEffect(() => {
    if (!retriable) return undefined;
    const due = Date.now() + retryDelay(retries);
    const tick = setInterval(() => setSeconds(Math.max(0, Math.ceil((due - Date.now()) / 1000))), 250);
    const timer = setTimeout(() => {
      setRetries((n) => n + 1);
      void revalidator.revalidate();
    }, due - Date.now());
    return () => {
      clearTimeout(timer);
      clearInterval(tick);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one schedule per attempt
  }, [retries, retriable]);

  if (isNotFound) return <NotFoundView />;
  if (isChunk) return <ChunkErrorScreen />;
  return (
    <ErrorScreen
      errorId={errorId}
      retries={retries}
      nextRetryInSeconds={retriable ? seconds : null}
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => {
        setRetries((n) => n + 1);
        void revalidator.revalidate();
      }}
    />
  );
}
