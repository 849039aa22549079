import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@/shared/schemas/webhooks';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { notify } from '@/web/lib/toast';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import type { ShownSecret } from './secret-dialog';

export type Confirm = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpoint } | null;

/**
 * The two actions that ask first, naming the endpoint: rotating its secret (the new one is then
 * shown once) and deleting it with its delivery log.
 */
export function EndpointConfirmDialogs({
  confirm,
  onClose,
  onRotated,
  onDeleted,
}: {
  confirm: Confirm;
  onClose: () => void;
  onRotated: (shown: ShownSecret) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const url = confirm?.endpoint.url ?? '';
  return (
    <>
      <ConfirmDialog
        open={confirm?.kind === 'rotate'}
        onOpenChange={(open) => !open && onClose()}
        title={t('rotate.title', { url })}
        description={t('rotate.body')}
        confirmLabel={t('rotate.confirm')}
        loading={rotate.isPending}
        onConfirm={() =>
          confirm &&
          rotate.mutate(confirm.endpoint.id, {
            onSuccess: (secret) => {
              onClose();
              onRotated({ secret, url: confirm.endpoint.url, reason: 'rotated' });
            },
          })
        }
      />
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        onOpenChange={(open) => !open && onClose()}
        title={t('delete.title', { url })}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onConfirm={() =>
          confirm &&
          remove.mutate(confirm.endpoint.id, {
            onSuccess: () => {
              onClose();
              notify.success(t('delete.done'));
              onDeleted?.();
            },
          })
        }
      />
    </>
  );
}
