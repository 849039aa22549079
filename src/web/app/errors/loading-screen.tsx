import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@/shared/limits';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/**
 * 'Cargando...' (or another label); after 10 s it adds '¿Tarda mucho en cargar?' and a
 * 'Reintentar' button that reloads the page (docs/product.md#screens-and-navigation).
 */
export function LoadingScreen({ label, fullScreen = true }: { label?: string; fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), TIMINGS.loadingHintMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center'
          : 'flex min-h-[50vh] flex-col items-center justify-center gap-4 p-6 text-center'
      }
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
        <Spinner className="size-8" />
        <p className="text-base font-medium">{label ?? t('loading.label')}</p>
      </div>
      {slow && (
        <div className="flex flex-col items-center gap-3 animate-slide-up">
          <p className="text-sm text-muted-foreground">{t('loading.slow')}</p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('loading.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
