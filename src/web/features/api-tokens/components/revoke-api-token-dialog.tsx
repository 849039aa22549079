import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@/shared/schemas/api-tokens';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { backendToast } from '@/web/lib/toast';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Confirmation before a token is revoked, naming it; tools using it lose access at once. */
export function RevokeApiTokenDialog({ token, onClose }: { token: ApiToken | null; onClose: () => void }) {
  const { t } = useTranslation('apiTokens');
  const revoke = useRevokeApiToken();
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('revokeDialog.title', { name: token?.name ?? '' })}
      description={t('revokeDialog.description')}
      confirmLabel={t('revokeDialog.confirm')}
      loading={revoke.isPending}
      onConfirm={() =>
        token &&
        revoke.mutate(token.id, {
          onSuccess: () => {
            backendToast.success(t('revoked'));
            onClose();
          },
        })
      }
    />
  );
}
