import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';
import { usePurgeExpiredNotifications } from '../../api/purge-expired-notifications';

/** Deletes every notification past its expiry, after a confirmation. */
export function PurgeExpiredButton() {
  const { t } = useTranslation('notifications');
  const purge = usePurgeExpiredNotifications();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Eraser aria-hidden="true" />
        {t('admin.purge.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.purge.title')}
        description={t('admin.purge.description')}
        confirmLabel={t('admin.purge.confirm')}
        loading={purge.isPending}
        onConfirm={() =>
          purge.mutate(undefined, {
            onSuccess: (count) => {
              setOpen(false);
              notify.success(count > 0 ? t('admin.purge.done', { count }) : t('admin.purge.none'));
            },
          })
        }
      />
    </>
  );
}
