import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';

/** Connected but failed (docs/product.md#screens-and-navigation): 'Error al cargar datos', the message, 'Reintentar' and 'Desconectar'. */
export function DashboardFailed({
  message,
  retrying,
  onRetry,
  disconnect,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  disconnect: ReactNode;
}) {
  const { t } = useTranslation('github');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <CircleAlert className="size-8 text-destructive-text" aria-hidden="true" />
      <p className="text-base font-semibold">{t('failed.title')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} loading={retrying}>
          {!retrying && <RefreshCw aria-hidden="true" />}
          {retrying ? t('failed.retrying') : t('failed.retry')}
        </Button>
        {disconnect}
      </div>
    </div>
  );
}
