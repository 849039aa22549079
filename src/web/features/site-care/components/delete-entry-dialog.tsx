import { useTranslation } from 'react-i18next';
import type { CareHoursEntry } from '@/shared/schemas/site-care';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form-alert';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useDeleteCareHours } from '../api/delete-care-hours';

/** An admin deletes hours logged against the plan, after confirming which ones. */
export function DeleteEntryDialog({
  projectId,
  entry,
  onOpenChange,
}: {
  projectId: string;
  entry: CareHoursEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('siteCare');
  const { number, dateOnly } = useFormatters();
  const remove = useDeleteCareHours(projectId);
  const hours = entry ? t('units.hours', { value: number(entry.hours, { maximumFractionDigits: 2 }) }) : '';
  const date = entry ? dateOnly(entry.date) : '';
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      title={t('deleteEntry.title')}
      description={t('deleteEntry.description', { hours, date, note: entry?.note ?? '' })}
      confirmLabel={t('deleteEntry.confirm')}
      loading={remove.isPending}
      onConfirm={() =>
        entry &&
        remove.mutate(entry.id, {
          onSuccess: () => {
            notify.success(t('deleteEntry.done', { hours }));
            remove.reset();
            onOpenChange(false);
          },
        })
      }
    >
      {remove.error && (
        <FormAlert variant="error">{messageOf(remove.error, t('deleteEntry.failed'))}</FormAlert>
      )}
    </ConfirmDialog>
  );
}
