import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import { messageOf } from '@/web/lib/form-errors';
import { backendToast, notify } from '@/web/lib/toast';
import { useDeleteEvent } from '../api/delete-event';
import { useMoveEvent } from '../api/move-event';
import { calendarKeys } from '../api/query-keys';
import { useRespondToEvent, type EventResponse } from '../api/respond-to-event';
import { createEvent } from '../api/save-event';
import { timeIn, zonedInstant, type Day } from '../lib/calendar-dates';
import { moveTo } from '../lib/event-layout';

/**
 * What the page does with an event besides the dialogs: move it (optimistic, put back on error),
 * delete it (with an undo for one's own events: it is created again with the same fields) and
 * answer an invitation. Failures say the server's words, or the spec's text.
 */
export function useCalendarActions(timeZone: string, viewerId: string | undefined) {
  const { t } = useTranslation('calendarPage');
  const queryClient = useQueryClient();
  const move = useMoveEvent();
  const remove = useDeleteEvent();
  const respond = useRespondToEvent();

  const moveEvent = (event: CalendarEvent, day: Day, time?: string) => {
    const start = zonedInstant(day, time ?? timeIn(event.start_at, timeZone), timeZone);
    if (start.getTime() === Date.parse(event.start_at)) return;
    move.mutate(
      { event, ...moveTo(event, start) },
      {
        onSuccess: (saved) => {
          notify.success(t('toast.updated'));
          if (saved.google_sync === 'failed') notify.warning(t('google.syncUpdateFailed'));
        },
        onError: (e) => backendToast.error(messageOf(e, t('calendar:errors.updateFailed'))),
      },
    );
  };

  const restore = (event: CalendarEvent) =>
    createEvent({
      summary: event.summary,
      description: event.description,
      start_at: event.start_at,
      end_at: event.end_at,
      time_zone: event.time_zone,
      location: event.location,
      meeting_url: event.meeting_url,
      project_id: event.project_id,
      attendees: event.attendees.map((a) => ({ email: a.email })),
    }).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: calendarKeys.events() });
        notify.success(t('toast.restored'));
      },
      (e: unknown) => backendToast.error(messageOf(e, t('calendar:errors.createFailed'))),
    );

  const deleteEvent = (event: CalendarEvent, done: () => void) =>
    remove.mutate(event.id, {
      onSuccess: (googleSync) => {
        done();
        notify.success(t('toast.deleted'), {
          ...(event.organizer_id === viewerId && {
            action: { label: t('toast.undo'), onClick: () => void restore(event) },
          }),
        });
        if (googleSync === 'failed') notify.warning(t('google.syncDeleteFailed'));
      },
      onError: (e) => {
        done();
        backendToast.error(messageOf(e, t('calendar:errors.deleteFailed')));
      },
    });

  const respondTo = (event: CalendarEvent, response: EventResponse) =>
    respond.mutate(
      { id: event.id, response },
      {
        onSuccess: () => notify.success(t(`toast.${response}`)),
        onError: (e) => backendToast.error(messageOf(e, t('toast.respondFailed'))),
      },
    );

  return {
    moveEvent,
    deleteEvent,
    deleting: remove.isPending,
    respondTo,
    responding: respond.isPending,
  };
}
