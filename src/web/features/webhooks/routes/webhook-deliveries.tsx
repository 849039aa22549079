import { ArrowLeft, Inbox, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/paths';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@/shared/schemas/webhooks';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useOnline } from '@/web/lib/use-online';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { EndpointStateBadge, EventChips } from '../components/badges';
import { DeliveryDetailDialog } from '../components/delivery-detail-dialog';
import { DeliveryLog, DeliveryLogSkeleton } from '../components/delivery-log';
import { Breadcrumbs, StatusFilter } from '../components/deliveries-toolbar';
import { OfflineNotice } from '../components/webhooks-states';

export const handle = { titleKey: 'webhooks:deliveries.title' };

/** /admin/webhooks/:endpointId (admins): one endpoint's delivery log. */
export function Component() {
  const { t } = useTranslation('webhooks');
  const { endpointId = '' } = useParams();
  const online = useOnline();
  const endpoints = useWebhookEndpoints();
  const endpoint = endpoints.data?.find((e) => e.id === endpointId) ?? null;
  const test = useSendTestWebhook();

  return (
    <div className="space-y-6">
      {endpoint && <Breadcrumbs current={endpoint.url} />}
      <PageHeader
        title={t('deliveries.title')}
        description={
          endpoint ? (
            <span className="font-mono break-all">{t('deliveries.description', { url: endpoint.url })}</span>
          ) : undefined
        }
        actions={
          endpoint && (
            <Button
              loading={test.isPending}
              onClick={() =>
                test.mutate(endpoint.id, {
                  onSuccess: () => notify.success(t('test.sent', { url: endpoint.url })),
                })
              }
            >
              {!test.isPending && <Send aria-hidden="true" />}
              {t('actions.test')}
            </Button>
          )
        }
      />
      {!online && <OfflineNotice />}
      {endpoint ? (
        <Log endpoint={endpoint} />
      ) : endpoints.data ? (
        <EmptyState
          icon={Inbox}
          action={
            <Button variant="outline" asChild>
              <Link to={paths.admin.webhooks.getHref()}>
                <ArrowLeft aria-hidden="true" />
                {t('deliveries.back')}
              </Link>
            </Button>
          }
        >
          {t('deliveries.notFound')}
        </EmptyState>
      ) : endpoints.isError ? (
        <ErrorState
          message={t('list.loadFailed')}
          onRetry={() => void endpoints.refetch()}
          retrying={endpoints.isFetching}
        />
      ) : (
        <div className="space-y-4" aria-hidden="true">
          <Skeleton className="h-8 w-2/3" />
          <DeliveryLogSkeleton />
        </div>
      )}
    </div>
  );
}

function Log({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const [status, setStatus] = useState<WebhookDeliveryStatus | null>(null);
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);
  const log = useWebhookDeliveries(endpoint.id, status, true);
  const redeliver = useRedeliverWebhook();
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries);
  const redeliverOne = (delivery: WebhookDelivery) =>
    redeliver.mutate(delivery.id, {
      onSuccess: () => {
        setOpened(null);
        notify.success(t('deliveries.redelivered'));
      },
    });
  const refreshing = log.isFetching && !log.isPending && !log.isFetchingNextPage;

  return (
    <section aria-label={t('deliveries.label')} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <EndpointStateBadge endpoint={endpoint} />
        <EventChips events={endpoint.events} label={t('list.events')} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <StatusFilter value={status} onChange={setStatus} />
        <Button variant="outline" onClick={() => void log.refetch()} loading={refreshing}>
          {!refreshing && <RefreshCw aria-hidden="true" />}
          {t('actions.refresh')}
        </Button>
      </div>
      {deliveries ? (
        deliveries.length === 0 ? (
          <EmptyState icon={Inbox}>
            {status ? t('deliveries.emptyFiltered') : t('deliveries.empty')}
          </EmptyState>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground tabular-nums">
              {t('deliveries.shown', { count: deliveries.length })}
            </p>
            <DeliveryLog
              deliveries={deliveries}
              onDetails={setOpened}
              onRedeliver={redeliverOne}
              redelivering={redeliver.isPending ? (redeliver.variables ?? null) : null}
            />
            {log.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void log.fetchNextPage()}
                  loading={log.isFetchingNextPage}
                >
                  {t('actions.loadMore')}
                </Button>
              </div>
            )}
          </>
        )
      ) : log.isError ? (
        <ErrorState
          message={t('deliveries.loadFailed')}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : (
        <DeliveryLogSkeleton />
      )}
      <DeliveryDetailDialog
        delivery={opened}
        onClose={() => setOpened(null)}
        onRedeliver={redeliverOne}
        redelivering={redeliver.isPending}
      />
    </section>
  );
}
