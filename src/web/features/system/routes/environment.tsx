import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useEnvironment } from '../api/get-environment';
import { ErrorState } from '@/web/components/block-states';
import {
  AppCard,
  DatabaseCard,
  FlagsCard,
  IntegrationsCard,
  MailCard,
} from '../components/environment-cards';

export const handle = { titleKey: 'system:environment.title' };

/** /environment (admins: the router's role guard). */
export function Component() {
  const { t } = useTranslation('system');
  const env = useEnvironment();
  const refreshing = env.isFetching && !env.isPending;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('environment.title')}
        description={t('environment.description')}
        actions={
          <Button variant="outline" onClick={() => void env.refetch()} loading={refreshing}>
            {!refreshing && <RefreshCw aria-hidden="true" />}
            {t('actions.refresh')}
          </Button>
        }
      />
      {env.data ? (
        <div className="grid gap-6" aria-busy={refreshing || undefined}>
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            <AppCard env={env.data} />
            <DatabaseCard database={env.data.database} />
            <div className="md:col-span-2 xl:col-span-1 [&>[data-slot=card]]:h-full">
              <MailCard mode={env.data.mail.mode} pendingCopies={env.data.mail.pending_copies} />
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <IntegrationsCard integrations={env.data.integrations} />
            <FlagsCard flags={env.data.feature_flags} />
          </div>
        </div>
      ) : env.isError ? (
        <ErrorState
          message={t('environment.loadFailed')}
          onRetry={() => void env.refetch()}
          retrying={env.isFetching}
        />
      ) : (
        <div className="grid gap-6" aria-hidden="true">
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-44 w-full" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-80 w-full" />
          </div>
        </div>
      )}
    </div>
  );
}
