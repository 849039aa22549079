import { useQuery } from '@tanstack/react-query';
import { Bug, Home, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ERROR_BOUNDARY } from '@/shared/limits';
import { Button } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/document-title';
import { publicConfigQueryOptions } from '@/web/lib/api/get-public-config';
import { cn } from '@/web/lib/utils';

export interface ErrorScreenProps {
  errorId: string;
  /** Retries done so far (automatic and manual). */
  retries: number;
  /** Seconds until the scheduled automatic retry, if one is scheduled. */
  nextRetryInSeconds?: number | null;
  onRetry: () => void;
  /** Inside the app shell the screen fills the content area only. */
  inline?: boolean;
  message?: string | undefined;
  /** What kind of failure it was, shown under the title ('Error de conexión'). */
  cause?: { title: string; description: string } | undefined;
}

/** '¡Oops! Algo salió mal', the error id, and retry / reload / report (docs/product.md#screens-and-navigation). */
export function ErrorScreen({
  errorId,
  retries,
  nextRetryInSeconds,
  onRetry,
  inline = false,
  message,
  cause,
}: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const { data: config } = useQuery(publicConfigQueryOptions());
  const exhausted = retries >= ERROR_BOUNDARY.maxRetries;
  const supportEmail = config?.supportEmail;
  const mailto = supportEmail
    ? `mailto:${supportEmail}?subject=${encodeURIComponent(t('screen.reportSubject', { id: errorId }))}&body=${encodeURIComponent(
        t('screen.reportBody', { id: errorId, url: window.location.href, message: message ?? '' }),
      )}`
    : undefined;

  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-6 p-6 text-center',
        inline ? 'min-h-[60vh]' : 'min-h-dvh bg-background',
      )}
    >
      <DocumentTitle title={t('screen.title')} />
      <div className="flex size-14 items-center justify-center rounded-full bg-muted">
        <TriangleAlert className="size-7 text-destructive-text" aria-hidden="true" />
      </div>
      <div className="max-w-md space-y-2">
        {inline ? (
          <h2 className="text-2xl font-semibold tracking-tight">{t('screen.title')}</h2>
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight">{t('screen.title')}</h1>
        )}
        {cause ? (
          <>
            <p className="font-medium text-destructive-text">{cause.title}</p>
            <p className="text-muted-foreground">{cause.description}</p>
          </>
        ) : (
          <p className="text-muted-foreground">{t('screen.description')}</p>
        )}
        <p className="text-sm text-muted-foreground">
          {t('screen.errorId')}{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px] text-foreground">
            {errorId}
          </code>
        </p>
        {nextRetryInSeconds != null && !exhausted && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('screen.autoRetry', { seconds: nextRetryInSeconds })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button onClick={onRetry} disabled={exhausted}>
          <RotateCcw aria-hidden="true" />
          {exhausted ? t('screen.maxRetries') : t('screen.retry')}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('screen.reload')}
        </Button>
        {mailto && (
          <Button variant="ghost" asChild>
            <a href={mailto}>
              <Bug aria-hidden="true" />
              {t('screen.report')}
            </a>
          </Button>
        )}
        {!inline && (
          <Button variant="link" asChild>
            <a href="/">
              <Home aria-hidden="true" />
              {t('screen.home')}
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
