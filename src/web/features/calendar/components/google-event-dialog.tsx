import { ExternalLink, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleEvent } from '@/shared/schemas/google-calendar';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useDeleteGoogleEvent, useUpdateGoogleEvent } from '../api/google';
import { fieldOfPath } from '../lib/event-form';
import { GOOGLE_FIELDS, googleFormFor, googleFormValues } from '../lib/google-form';
import { EventTimeFields } from './event-time-fields';

/**
 * Edit or delete one of the viewer's Google Calendar events (decision 0040), opened from the
 * month, week and agenda views or the Google card: title, date and times on the viewer's clock
 * (an all-day event keeps its days), place and description, saved to their primary Google
 * calendar ('Evento actualizado'); deleting asks first ('Evento eliminado'). Google refusing says
 * the product's (docs/product.md#error-messages) text ('Error actualizando evento', 'Error eliminando evento').
 */
export function GoogleEventDialog({
  event,
  timeZone,
  onClose,
}: {
  event: GoogleEvent | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendarPage');
  const update = useUpdateGoogleEvent();
  const remove = useDeleteGoogleEvent();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const shown = event ?? PLACEHOLDER;
  const schema = useMemo(() => googleFormFor(timeZone, shown), [timeZone, shown]);
  const values = useMemo(() => googleFormValues(timeZone, shown), [timeZone, shown]);
  const { form, dialog, submit } = useDialogForm(schema, {
    fields: GOOGLE_FIELDS,
    fieldOfPath,
    failure: (e) => messageOf(e, t('calendar:errors.updateFailed')),
    values,
    onOpenChange: (open) => !open && onClose(),
  });
  const { errors } = form.formState;

  const onSubmit = submit<GoogleEvent>(
    (json, callbacks) => update.mutate({ eventId: shown.id, json }, callbacks),
    () => notify.success(t('toast.updated')),
  );

  return (
    <>
      <FormDialog
        {...dialog}
        open={event !== null && !confirmDelete}
        onSubmit={onSubmit}
        title={t('google.editTitle')}
        description={t('google.editDescription', { zone: timeZone })}
        submitLabel={t('form.save')}
        pending={update.isPending}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="success">{t('google.badge')}</Badge>
          {shown.all_day ? t('google.allDayNote') : t('google.source')}
        </p>
        <FormField label={t('form.summary')} error={errors.summary?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('summary')} />}
        </FormField>
        {!shown.all_day && <EventTimeFields form={form} />}
        <FormField label={t('form.location')} error={errors.location?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('location')} />}
        </FormField>
        <FormField label={t('form.descriptionField')} error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} rows={3} className="min-h-20" {...form.register('description')} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          {shown.html_link && (
            <Button variant="outline" asChild>
              <a href={shown.html_link} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('google.open')}
              </a>
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" />
            {t('google.delete')}
          </Button>
        </div>
      </FormDialog>
      <ConfirmDialog
        open={event !== null && confirmDelete}
        onOpenChange={(open) => {
          if (!open) setConfirmDelete(false);
        }}
        title={t('google.deleteTitle')}
        description={t('google.deleteDescription', { summary: shown.summary })}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(shown.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              onClose();
              notify.success(t('toast.deleted'));
            },
            // The toast says why ('Error eliminando evento', from the mutation's cache).
            onError: () => setConfirmDelete(false),
          })
        }
      />
    </>
  );
}

/** The form's values while no event is open (the dialog is closed). */
const PLACEHOLDER: GoogleEvent = {
  id: '',
  summary: '',
  description: '',
  location: null,
  start_at: '1970-01-01T00:00:00.000Z',
  end_at: '1970-01-01T01:00:00.000Z',
  all_day: false,
  html_link: null,
};
