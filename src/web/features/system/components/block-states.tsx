import { AlertCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';

/** A data block that failed to load: what happened and a retry. */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('system');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
      <AlertCircle className="size-6 text-destructive-text" aria-hidden="true" />
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        <RefreshCw aria-hidden="true" />
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show: an icon, one sentence, and the action that changes that (if any). */
export function EmptyBlock({ icon, children, action }: { icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&>svg]:size-6">{icon}</span>
      <p className="max-w-md text-sm">{children}</p>
      {action}
    </div>
  );
}

/** A value the server did not record: a dash for the eye, words for screen readers. */
export function Missing() {
  const { t } = useTranslation('system');
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('missing')}</span>
    </span>
  );
}
