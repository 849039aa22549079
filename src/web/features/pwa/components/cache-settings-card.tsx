import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { clearCache, getCacheSize } from '../service-worker-client';

const CACHE_SIZE_KEY = ['pwa', 'cache-size'] as const;

/** A size in bytes, kilobytes or megabytes (1024-based) as `Intl` writes them in the language. */
function sizeFormat(bytes: number): { value: number; options: Intl.NumberFormatOptions } {
  const unit = (name: string, value: number, digits: number) => ({
    value,
    options: { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits } as const,
  });
  if (bytes < 1024) return unit('byte', bytes, 0);
  if (bytes < 1024 * 1024) return unit('kilobyte', bytes / 1024, bytes < 10 * 1024 ? 1 : 0);
  return unit('megabyte', bytes / (1024 * 1024), 1);
}

/**
 * Settings › Performance: the size of what the service worker keeps on this device
 * (GET_CACHE_SIZE) and a button that empties it (CLEAR_CACHE), after a confirmation.
 */
export function CacheSettingsCard() {
  const { t } = useTranslation('settings');
  const { number } = useFormatters();
  const [confirming, setConfirming] = useState(false);
  const size = useQuery({ queryKey: CACHE_SIZE_KEY, queryFn: getCacheSize, retry: false, staleTime: 0 });
  const clear = useMutation({
    mutationFn: clearCache,
    onSuccess: () => {
      setConfirming(false);
      notify.success(t('pwa.cache.cleared'));
      void size.refetch();
    },
    onError: () => notify.error(t('pwa.cache.clearFailed')),
  });
  const shown = size.data === undefined ? undefined : sizeFormat(size.data);

  return (
    <SectionCard
      title={t('pwa.cache.title')}
      description={t('pwa.cache.description')}
      footer={
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={!size.isSuccess}>
          {t('pwa.cache.clear')}
        </Button>
      }
    >
      <dl className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <dt className="font-medium">{t('pwa.cache.size')}</dt>
        <dd className="text-muted-foreground" aria-live="polite" data-testid="cache-size">
          {shown && number(shown.value, shown.options)}
          {size.isPending && t('pwa.cache.measuring')}
          {size.isError && t('pwa.cache.inactive')}
        </dd>
      </dl>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('pwa.cache.confirmTitle')}
        description={t('pwa.cache.confirmDescription')}
        confirmLabel={t('pwa.cache.clear')}
        onConfirm={() => clear.mutate()}
        loading={clear.isPending}
      />
    </SectionCard>
  );
}
