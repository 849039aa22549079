import { useTranslation } from 'react-i18next';
import type { Signoff } from '@/shared/schemas/signoffs';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form-alert';
import { isApiError } from '@/web/lib/api-error';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { operation } from '../api/client';
import { useWithdrawSignoff } from '../api/withdraw-signoff';

/** An admin takes back a sign-off the client has not answered yet, after confirming. */
export function WithdrawDialog({
  signoff,
  onOpenChange,
}: {
  signoff: Signoff | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('signoffs');
  const withdraw = useWithdrawSignoff();
  const phase = signoff?.phase_name ?? '';
  const error = withdraw.error;
  return (
    <ConfirmDialog
      open={signoff !== null}
      onOpenChange={(open) => {
        if (!open) withdraw.reset();
        onOpenChange(open);
      }}
      title={t('withdraw.title', { phase })}
      description={t('withdraw.description', { phase })}
      confirmLabel={t('withdraw.confirm')}
      loading={withdraw.isPending}
      onConfirm={() =>
        signoff &&
        withdraw.mutate(signoff.id, {
          onSuccess: () => {
            notify.success(t('withdraw.done', { phase }));
            withdraw.reset();
            onOpenChange(false);
          },
        })
      }
    >
      {error && (
        <FormAlert
          variant="error"
          title={isApiError(error) && error.status === 409 ? t('conflict.title') : undefined}
        >
          {describeFailure(operation('withdrawSignoff'))(error)}
        </FormAlert>
      )}
    </ConfirmDialog>
  );
}
