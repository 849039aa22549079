import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/shared/schemas/webhooks';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { useWebhookDelivery } from '../api/get-webhook-delivery';
import { prettyJson } from '../lib/delivery-status';
import { eventLabelKey } from '../lib/webhook-events';
import { DeliveryStatusBadge } from './badges';
import { AttemptResponse, Latency, NextRetryText } from './delivery-facts';

/**
 * One delivery: its event id (what receivers de-duplicate on), every attempt with what the
 * receiver answered, and the payload as it was sent. "Reenviar" sends the same event again.
 */
export function DeliveryDetailDialog({
  delivery: opened,
  onClose,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery | null;
  onClose: () => void;
  onRedeliver: (delivery: WebhookDelivery) => void;
  redelivering: boolean;
}) {
  const { t } = useTranslation('webhooks');
  const format = useFormatters();
  const detail = useWebhookDelivery(opened?.id ?? null);
  const delivery = detail.data ?? null;
  const title = opened ? t('detail.title', { event: t(eventLabelKey(opened.event_type)) }) : '';
  return (
    <Dialog open={opened !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              {opened && <DeliveryStatusBadge delivery={delivery ?? opened} />}
              {opened && <span className="tabular-nums">{format.dateTime(opened.created_at)}</span>}
            </div>
          </DialogDescription>
        </DialogHeader>
        {delivery ? (
          <div className="grid gap-4 text-sm">
            <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted-foreground">{t('detail.eventId')}</dt>
              <dd className="font-mono break-all">{delivery.event_id}</dd>
              <dt className="text-muted-foreground">{t('deliveries.columns.nextRetry')}</dt>
              <dd>
                <NextRetryText delivery={delivery} />
              </dd>
            </dl>
            {delivery.redelivery_of && <p className="text-muted-foreground">{t('detail.redeliveryOf')}</p>}
            <section className="grid gap-2">
              <h3 className="font-semibold">{t('detail.attempts')}</h3>
              {delivery.attempt_log.length === 0 ? (
                <p className="text-muted-foreground">{t('detail.noAttempts')}</p>
              ) : (
                <ol className="grid gap-2">
                  {delivery.attempt_log.map((attempt, index) => (
                    <li
                      key={`${attempt.at}-${index}`}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2"
                    >
                      <span className="font-medium">{t('detail.attempt', { number: index + 1 })}</span>
                      <span className="tabular-nums text-muted-foreground">
                        {format.dateTime(attempt.at)}
                      </span>
                      <AttemptResponse attempt={attempt} />
                      <Latency ms={attempt.latency_ms} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section className="grid gap-2">
              <h3 className="font-semibold" id={`payload-${delivery.id}`}>
                {t('detail.payload')}
              </h3>
              <pre
                tabIndex={0}
                aria-labelledby={`payload-${delivery.id}`}
                className="max-h-72 overflow-auto rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-relaxed"
              >
                {prettyJson(delivery.payload)}
              </pre>
            </section>
          </div>
        ) : detail.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{t('detail.loadFailed')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void detail.refetch()}
              loading={detail.isFetching}
            >
              {t('actions.refresh')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <p role="status" className="sr-only">
              {t('detail.loading')}
            </p>
            <div className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-10" />
              <Skeleton className="h-16" />
              <Skeleton className="h-40" />
            </div>
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            loading={redelivering}
            disabled={!opened}
            onClick={() => opened && onRedeliver(opened)}
          >
            {!redelivering && <RotateCw aria-hidden="true" />}
            {t('actions.redeliver')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
