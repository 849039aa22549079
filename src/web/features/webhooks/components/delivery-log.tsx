import { Eye, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/shared/schemas/webhooks';
import { TableHead } from '@/web/components/table-head';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { eventLabelKey } from '../lib/webhook-events';
import { DeliveryStatusBadge } from './badges';
import { AttemptResponse, Latency, NextRetryText } from './delivery-facts';

interface Props {
  deliveries: WebhookDelivery[];
  onDetails: (delivery: WebhookDelivery) => void;
  onRedeliver: (delivery: WebhookDelivery) => void;
  /** The delivery whose redelivery is on its way. */
  redelivering: string | null;
}

function EventName({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  return (
    <span className="font-medium">
      {t(eventLabelKey(delivery.event_type))}
      {delivery.redelivery_of && (
        <span className="ml-2 text-xs font-normal text-muted-foreground">{t('deliveries.redelivery')}</span>
      )}
    </span>
  );
}

function Actions({
  delivery,
  onDetails,
  onRedeliver,
  redelivering,
}: Omit<Props, 'deliveries'> & { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const format = useFormatters();
  const names = { event: t(eventLabelKey(delivery.event_type)), date: format.dateTime(delivery.created_at) };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDetails(delivery)}
        aria-label={t('deliveries.detailsOf', names)}
      >
        <Eye aria-hidden="true" />
        {t('actions.details')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={redelivering === delivery.id}
        onClick={() => onRedeliver(delivery)}
        aria-label={t('deliveries.redeliverOf', names)}
      >
        {redelivering !== delivery.id && <RotateCw aria-hidden="true" />}
        {t('actions.redeliver')}
      </Button>
    </div>
  );
}

/**
 * One endpoint's deliveries, newest first: a table on wide screens (from 1280 px, where eight
 * columns fit beside the sidebar), cards below.
 */
export function DeliveryLog({ deliveries, ...actions }: Props) {
  const { t } = useTranslation('webhooks');
  const format = useFormatters();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border xl:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('deliveries.label')}</caption>
          <TableHead
            className="bg-muted/50 text-left text-muted-foreground"
            columns={[
              { label: t('deliveries.columns.event') },
              { label: t('deliveries.columns.status') },
              { label: t('deliveries.columns.attempts'), className: 'text-right' },
              { label: t('deliveries.columns.response') },
              { label: t('deliveries.columns.latency'), className: 'text-right' },
              { label: t('deliveries.columns.time') },
              { label: t('deliveries.columns.nextRetry') },
              { label: t('deliveries.columns.actions'), className: 'text-right', srOnly: true },
            ]}
          />
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className="border-t">
                <td className="px-4 py-3">
                  <EventName delivery={delivery} />
                </td>
                <td className="px-4 py-3">
                  <DeliveryStatusBadge delivery={delivery} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{delivery.attempts}</td>
                <td className="px-4 py-3">
                  <AttemptResponse attempt={delivery} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Latency ms={delivery.latency_ms} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  {format.dateTime(delivery.created_at)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <NextRetryText delivery={delivery} />
                </td>
                <td className="px-4 py-3">
                  <Actions delivery={delivery} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('deliveries.label')} className="grid gap-3 md:grid-cols-2 xl:hidden">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="grid gap-3 rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <EventName delivery={delivery} />
              <DeliveryStatusBadge delivery={delivery} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">{t('deliveries.columns.response')}</dt>
                <dd>
                  <AttemptResponse attempt={delivery} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('deliveries.columns.latency')}</dt>
                <dd>
                  <Latency ms={delivery.latency_ms} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('deliveries.columns.attempts')}</dt>
                <dd className="tabular-nums">{delivery.attempts}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('deliveries.columns.nextRetry')}</dt>
                <dd>
                  <NextRetryText delivery={delivery} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">{t('deliveries.columns.time')}</dt>
                <dd className="tabular-nums">{format.dateTime(delivery.created_at)}</dd>
              </div>
            </dl>
            <Actions delivery={delivery} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function DeliveryLogSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}
