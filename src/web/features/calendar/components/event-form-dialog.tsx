import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, EventChange } from '@/shared/schemas/calendar';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useGoogleStatus } from '../api/google';
import { useCreateEvent, useUpdateEvent, type CreateEventValues } from '../api/save-event';
import type { Day } from '../lib/calendar-dates';
import { createFormFor, EVENT_FIELDS, fieldOfPath, formValues, updateFormFor } from '../lib/event-form';
import { AttendeesField } from './attendees-field';
import { EventTimeFields } from './event-time-fields';

/** Where the dialog opens: a new event (on a day, maybe at a time) or an existing one to edit. */
export type EventDraft = { event: CalendarEvent } | { day: Day; time?: string | undefined };

/**
 * Create or edit an event: summary, date, start and end on the viewer's clock, location, meeting
 * link, description and attendees. Editing without touching the date or times keeps them as they
 * are (an event of several days stays so).
 */
export function EventFormDialog({
  draft,
  timeZone,
  onOpenChange,
}: {
  draft: EventDraft | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('calendarPage');
  const event = draft && 'event' in draft ? draft.event : null;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  // Decisions 0033 and 0040: with Google Calendar connected, a new event can also be added to it;
  // the server keeps that copy in sync when the event changes.
  const googleId = useId();
  const google = useGoogleStatus();
  const offerGoogle = !event && google.data?.connected === true;
  const [alsoGoogle, setAlsoGoogle] = useState(false);
  const schema = useMemo(
    () => (event ? updateFormFor(timeZone) : createFormFor(timeZone)),
    [event, timeZone],
  );
  const values = useMemo(() => formValues(timeZone, draft ?? { day: '1970-01-01' }), [draft, timeZone]);
  const { form, dialog, submit } = useDialogForm(schema as ReturnType<typeof createFormFor>, {
    fields: EVENT_FIELDS,
    fieldOfPath,
    failure: (e) => messageOf(e, t(event ? 'calendar:errors.updateFailed' : 'calendar:errors.createFailed')),
    values,
    onOpenChange,
  });
  const { errors, dirtyFields } = form.formState;

  const onSubmit = submit<EventChange>(
    (input, callbacks) => {
      if (!event) {
        const values = input as CreateEventValues;
        return create.mutate(
          offerGoogle && alsoGoogle ? { ...values, add_to_google: true } : values,
          callbacks,
        );
      }
      const timesChanged = dirtyFields.date || dirtyFields.start || dirtyFields.end;
      const { time_zone: _zone, start_at, end_at, ...rest } = input;
      update.mutate({ id: event.id, input: timesChanged ? { ...rest, start_at, end_at } : rest }, callbacks);
    },
    (saved) => {
      notify.success(t(event ? 'toast.updated' : 'toast.created'));
      // The portal event stands; its Google copy could not follow: say so plainly.
      if (saved.google_sync === 'failed') {
        notify.warning(t(event ? 'google.syncUpdateFailed' : 'google.syncCreateFailed'));
      }
      setAlsoGoogle(false);
    },
  );

  return (
    <FormDialog
      {...dialog}
      open={draft !== null}
      onSubmit={onSubmit}
      title={t(event ? 'form.editTitle' : 'form.createTitle')}
      description={t('form.description', { zone: timeZone })}
      submitLabel={t(event ? 'form.save' : 'form.create')}
      pending={create.isPending || update.isPending}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      <FormField label={t('form.summary')} error={errors.summary?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('summary')} />}
      </FormField>
      <EventTimeFields form={form} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('form.location')} error={errors.location?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('location')} />}
        </FormField>
        <FormField label={t('form.meetingUrl')} error={errors.meeting_url?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              {...form.register('meeting_url')}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('form.descriptionField')} error={errors.description?.message}>
        {(control) => (
          <Textarea {...control} rows={3} className="min-h-20" {...form.register('description')} />
        )}
      </FormField>
      <AttendeesField
        form={form}
        error={errors.attendees?.message ?? errors.attendees?.root?.message}
        enabled={draft !== null}
      />
      {event?.google_event_id && <p className="text-sm text-muted-foreground">{t('google.inGoogle')}</p>}
      {offerGoogle && (
        <div className="flex items-start gap-3">
          <input
            id={googleId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            checked={alsoGoogle}
            onChange={(e) => setAlsoGoogle(e.target.checked)}
            aria-describedby={`${googleId}-hint`}
          />
          <div className="grid gap-1">
            <label htmlFor={googleId} className="text-sm font-medium">
              {t('google.alsoInGoogle')}
            </label>
            <p id={`${googleId}-hint`} className="text-sm text-muted-foreground">
              {t('google.alsoInGoogleHint')}
            </p>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
