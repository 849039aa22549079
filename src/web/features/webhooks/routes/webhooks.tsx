import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@/shared/schemas/webhooks';
import { ErrorState } from '@/web/components/block-states';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { useOnline } from '@/web/lib/use-online';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints';
import { EndpointCard, type EndpointAction } from '../components/endpoint-card';
import { EndpointConfirmDialogs, type Confirm } from '../components/endpoint-confirm-dialogs';
import { EndpointFormDialog } from '../components/endpoint-form-dialog';
import { SecretDialog, type ShownSecret } from '../components/secret-dialog';
import { EndpointsSkeleton, OfflineNotice, WebhooksEmpty } from '../components/webhooks-states';

export const handle = { titleKey: 'webhooks:title' };

/** /admin/webhooks (admins: the router's role guard): the endpoints the portal sends events to. */
export function Component() {
  const { t } = useTranslation('webhooks');
  const online = useOnline();
  const endpoints = useWebhookEndpoints();
  const [form, setForm] = useState<{ open: boolean; endpoint: WebhookEndpoint | null }>({
    open: false,
    endpoint: null,
  });
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const openCreate = () => setForm({ open: true, endpoint: null });
  const onAction = (action: EndpointAction, endpoint: WebhookEndpoint) =>
    action === 'edit' ? setForm({ open: true, endpoint }) : setConfirm({ kind: action, endpoint });
  const list = endpoints.data;
  const active = list?.filter((endpoint) => endpoint.enabled).length ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t('actions.create')}
          </Button>
        }
      />
      {!online && <OfflineNotice />}
      <section aria-label={t('list.label')} className="space-y-4">
        {list ? (
          list.length === 0 ? (
            <WebhooksEmpty onCreate={openCreate} />
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground tabular-nums">
                {t('list.summary', { count: list.length, active })}
              </p>
              <div className="grid gap-4">
                {list.map((endpoint) => (
                  <EndpointCard key={endpoint.id} endpoint={endpoint} onAction={onAction} />
                ))}
              </div>
            </>
          )
        ) : endpoints.isError ? (
          <ErrorState
            message={t('list.loadFailed')}
            onRetry={() => void endpoints.refetch()}
            retrying={endpoints.isFetching}
          />
        ) : (
          <EndpointsSkeleton />
        )}
      </section>
      <EndpointFormDialog
        open={form.open}
        endpoint={form.endpoint}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onCreated={({ endpoint, secret: shown }) =>
          setSecret({ secret: shown, url: endpoint.url, reason: 'created' })
        }
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <EndpointConfirmDialogs confirm={confirm} onClose={() => setConfirm(null)} onRotated={setSecret} />
    </div>
  );
}
