import { AlertTriangle, KeyRound, ListOrdered, Pencil, Send, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { WebhookEndpoint } from '@/shared/schemas/webhooks';
import { RowMenu } from '@/web/components/row-menu';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { notify } from '@/web/lib/toast';
import { useRelativeTime } from '@/web/lib/use-formatters';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useSetWebhookEndpointEnabled } from '../api/update-webhook-endpoint';
import { endpointState } from '../lib/delivery-status';
import { EndpointStateBadge, EventChips } from './badges';

export type EndpointAction = 'edit' | 'rotate' | 'delete';

/** Why the portal switched it off, or how many deliveries failed in a row while it is still on. */
function Health({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  if (endpointState(endpoint) === 'disabled_failures')
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{t('failing.title')}</AlertTitle>
        <AlertDescription>
          {t('failing.body', { count: Math.max(endpoint.failure_streak, 1) })}
        </AlertDescription>
      </Alert>
    );
  if (endpoint.enabled && endpoint.failure_streak > 0)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-destructive-text">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {t('failing.streak', { count: endpoint.failure_streak })}
      </p>
    );
  return null;
}

/** One endpoint: where it sends, what, in which state, how its last delivery went, and its actions. */
export function EndpointCard({
  endpoint,
  onAction,
}: {
  endpoint: WebhookEndpoint;
  onAction: (action: EndpointAction, endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useTranslation('webhooks');
  const relative = useRelativeTime();
  const headingId = useId();
  const switchId = useId();
  const toggle = useSetWebhookEndpointEnabled();
  const test = useSendTestWebhook();
  const { url, last_delivery: last } = endpoint;

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="font-mono text-sm font-semibold break-all sm:text-base">
            {url}
          </h2>
          <p className="text-sm text-muted-foreground">{endpoint.description || t('list.noDescription')}</p>
        </div>
        <EndpointStateBadge endpoint={endpoint} />
      </div>
      <EventChips events={endpoint.events} label={t('list.events')} />
      <Health endpoint={endpoint} />
      <p className="text-sm text-muted-foreground">
        {last
          ? t('list.lastDelivery', {
              status: t(`status.${last.status}`).toLowerCase(),
              when: relative(last.at),
            })
          : t('list.noDeliveries')}
        <span aria-hidden="true"> · </span>
        <span className="inline-flex items-center gap-1">
          <KeyRound className="size-3.5" aria-hidden="true" />
          {t('list.secret', { hint: endpoint.secret_hint })}
        </span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={endpoint.enabled}
            disabled={toggle.isPending}
            aria-label={t('list.enabledLabel', { url })}
            onCheckedChange={(enabled) =>
              toggle.mutate(
                { id: endpoint.id, enabled },
                { onSuccess: () => notify.success(t(enabled ? 'toggle.enabled' : 'toggle.disabled')) },
              )
            }
          />
          <label htmlFor={switchId} className="text-sm" aria-hidden="true">
            {t('list.enabled')}
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={test.isPending}
            aria-label={t('list.testOf', { url })}
            onClick={() =>
              test.mutate(endpoint.id, { onSuccess: () => notify.success(t('test.sent', { url })) })
            }
          >
            {!test.isPending && <Send aria-hidden="true" />}
            {t('actions.test')}
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link
              to={paths.admin.webhookDeliveries.getHref(endpoint.id)}
              aria-label={t('list.deliveriesOf', { url })}
            >
              <ListOrdered aria-hidden="true" />
              {t('actions.deliveries')}
            </Link>
          </Button>
          <RowMenu
            label={t('list.menu', { url })}
            actions={[
              { label: t('actions.edit'), icon: Pencil, onSelect: () => onAction('edit', endpoint) },
              { label: t('actions.rotate'), icon: KeyRound, onSelect: () => onAction('rotate', endpoint) },
              {
                label: t('actions.delete'),
                icon: Trash2,
                destructive: true,
                onSelect: () => onAction('delete', endpoint),
              },
            ]}
          />
        </div>
      </div>
    </article>
  );
}
