import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/document-title';

/** A lazily loaded screen could not be downloaded: 'Error de Carga' (docs/product.md#screens-and-navigation). */
export function ChunkErrorScreen() {
  const { t } = useTranslation('errors');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background p-6 text-center">
      <DocumentTitle title={t('chunk.title')} />
      <div className="flex size-14 items-center justify-center rounded-full bg-muted">
        <CloudOff className="size-7 text-muted-foreground" aria-hidden="true" />
      </div>
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('chunk.title')}</h1>
        <p className="text-muted-foreground">{t('chunk.description')}</p>
        <p className="text-sm text-muted-foreground">{t('chunk.hint')}</p>
      </div>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('chunk.reload')}
      </Button>
    </main>
  );
}
