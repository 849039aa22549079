import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@/shared/schemas/webhooks';
import { cn } from '@/web/lib/utils';
import { deliveryBadge, deliveryBadgeTone, endpointState, endpointStateTone } from '../lib/delivery-status';
import { eventLabelKey, sortEvents } from '../lib/webhook-events';

const pill =
  'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** Active, disabled by an admin, or disabled by the portal after failures. */
export function EndpointStateBadge({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabled_reason'>;
}) {
  const { t } = useTranslation('webhooks');
  const state = endpointState(endpoint);
  return <span className={cn(pill, endpointStateTone[state])}>{t(`state.${state}`)}</span>;
}

/** Pending, retrying, delivered or failed. */
export function DeliveryStatusBadge({
  delivery,
}: {
  delivery: { status: 'pending' | 'succeeded' | 'failed'; attempts: number };
}) {
  const { t } = useTranslation('webhooks');
  const badge = deliveryBadge(delivery);
  return <span className={cn(pill, deliveryBadgeTone[badge])}>{t(`status.${badge}`)}</span>;
}

/** The events an endpoint wants, as chips in the product's order. */
export function EventChips({ events, label }: { events: WebhookEndpoint['events']; label: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {sortEvents(events).map((type) => (
        <li key={type} className={cn(pill, 'border bg-muted/50 text-foreground')}>
          {t(eventLabelKey(type))}
        </li>
      ))}
    </ul>
  );
}
