import { BookOpen, Plus, Webhook, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/web/components/block-states';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/** The API reference, served by the server (not a screen of the app). */
const API_DOCS_HREF = '/api/docs';

/** No endpoint yet: what webhooks are for, how receivers check a delivery, and the first action. */
export function WebhooksEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <EmptyState
      icon={Webhook}
      title={t('empty.title')}
      action={
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            {t('actions.create')}
          </Button>
          <Button variant="outline" asChild>
            <a href={API_DOCS_HREF}>
              <BookOpen aria-hidden="true" />
              {t('empty.docs')}
            </a>
          </Button>
        </div>
      }
    >
      {t('empty.body')}
      <span className="mt-2 block">{t('empty.verify')}</span>
    </EmptyState>
  );
}

/** The browser says it is offline: what is shown may be stale, and actions wait for the network. */
export function OfflineNotice() {
  const { t } = useTranslation('webhooks');
  return (
    <Alert variant="warning" role="status">
      <WifiOff aria-hidden="true" />
      <p>{t('offline')}</p>
    </Alert>
  );
}

/** Endpoint cards while they load, shaped like them. */
export function EndpointsSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <div className="flex gap-2">
            <Skeleton className="h-6 w-32 rounded-full" />
            <Skeleton className="h-6 w-28 rounded-full" />
          </div>
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
