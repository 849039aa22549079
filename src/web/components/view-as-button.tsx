import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartViewAs } from '@/web/lib/api/view-as';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

/**
 * "Ver como cliente" (docs/decisions/0054), for a client the server says the viewer may view as
 * (`can.view_as`). It asks first: the view replaces the admin's session in this browser until
 * "Salir"; then the portal opens as that client with a full load.
 */
export function ViewAsButton({ client }: { client: { id: string; name: string; email: string } }) {
  const { t } = useTranslation('viewAs');
  const [open, setOpen] = useState(false);
  const start = useStartViewAs();
  // From success until the new page loads, the dialog stays busy.
  const busy = start.isPending || start.isSuccess;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('action.labelFor', { name: client.name })}
      >
        <Eye aria-hidden="true" />
        {t('action.label')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t('confirm.title', { name: client.name })}
        description={t('confirm.description', { name: client.name, email: client.email })}
        confirmLabel={t('confirm.confirm')}
        loading={busy}
        onConfirm={() => start.mutate(client.id)}
      />
    </>
  );
}
