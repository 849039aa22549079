import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/web/components/ui/alert';
import { Skeleton } from '@/web/components/ui/skeleton';

/** Loading: a grid shaped like the month (or a list like the agenda). */
export function CalendarSkeleton({ list }: { list: boolean }) {
  const { t } = useTranslation('calendarPage');
  return (
    <div role="status" aria-label={t('loading')}>
      {list ? (
        <div className="grid gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-7 gap-px overflow-hidden rounded-xl border bg-border">
          {Array.from({ length: 35 }, (_, i) => (
            <div key={i} className="min-h-24 bg-card p-2 md:min-h-28">
              <Skeleton className="ml-auto size-6 rounded-full" />
              {i % 3 === 0 && <Skeleton className="mt-2 h-4 w-full" />}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** Offline: what is shown may be out of date, and changes wait for the connection. */
export function OfflineNotice() {
  const { t } = useTranslation('calendarPage');
  return (
    <Alert variant="warning" role="status">
      <WifiOff aria-hidden="true" />
      <p>{t('offline')}</p>
    </Alert>
  );
}
