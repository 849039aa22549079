import { Check, Clock, MapPin, Pencil, Trash2, Video, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { EventResponse } from '../api/respond-to-event';
import { dayIn } from '../lib/calendar-dates';
import { formatDay } from '../lib/period-title';
import type { CalendarContext } from './calendar-context';

const RESPONSE_VARIANT = {
  accepted: 'success',
  declined: 'secondary',
  tentative: 'warning',
  'needs-action': 'outline',
} as const;

/** "jueves 26 noviembre, 17:00–18:00" on the viewer's clock (both days when it crosses one). */
export function eventWhen(event: CalendarEvent, ctx: CalendarContext): string {
  const startDay = dayIn(event.start_at, ctx.timeZone);
  const endDay = dayIn(event.end_at, ctx.timeZone);
  const start = `${formatDay(startDay, 'EEEE d MMMM', ctx.language)}, ${ctx.time(event.start_at)}`;
  if (startDay === endDay) return `${start}–${ctx.time(event.end_at)}`;
  return `${start} – ${formatDay(endDay, 'EEEE d MMMM', ctx.language)}, ${ctx.time(event.end_at)}`;
}

/**
 * An event's details: when (viewer's zone), where, the meeting link, the attendees with their
 * answers; Edit and Delete for the organiser or an admin, Accept and Decline for an attendee.
 */
export function EventDetailsDialog({
  event,
  ctx,
  responding,
  onClose,
  onEdit,
  onDelete,
  onRespond,
}: {
  event: CalendarEvent | null;
  ctx: CalendarContext;
  responding: boolean;
  onClose: () => void;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
  onRespond: (event: CalendarEvent, response: EventResponse) => void;
}) {
  const { t } = useTranslation('calendarPage');
  const mine = event?.attendees.find((a) => a.user_id === ctx.viewerId);
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {event && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{event.summary}</DialogTitle>
              <DialogDescription className="inline-flex items-center gap-2 first-letter:uppercase">
                <Clock className="size-4 shrink-0" aria-hidden="true" />
                {eventWhen(event, ctx)}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 text-sm">
              {event.organizer_id === ctx.viewerId && (
                <p className="text-muted-foreground">{t('details.organizerYou')}</p>
              )}
              {event.location && (
                <p className="inline-flex items-start gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{t('details.location')}: </span>
                  <span className="break-words">{event.location}</span>
                </p>
              )}
              {event.meeting_url && (
                <p className="inline-flex items-start gap-2">
                  <Video className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <a
                    href={event.meeting_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {t('details.join')}
                    <span className="sr-only"> ({event.meeting_url})</span>
                  </a>
                </p>
              )}
              {event.description && <p className="whitespace-pre-line break-words">{event.description}</p>}
              <section aria-labelledby="event-attendees" className="grid gap-2">
                <h3 id="event-attendees" className="font-medium">
                  {t('details.attendees', { count: event.attendees.length })}
                </h3>
                {event.attendees.length === 0 ? (
                  <p className="text-muted-foreground">{t('details.noAttendees')}</p>
                ) : (
                  <ul className="grid gap-1.5">
                    {event.attendees.map((a) => (
                      <li key={a.email} className="flex min-w-0 items-center justify-between gap-2">
                        <span className="min-w-0 truncate">
                          {a.name ? `${a.name} · ${a.email}` : a.email}
                        </span>
                        <Badge variant={RESPONSE_VARIANT[a.response]}>{t(`responses.${a.response}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
            <DialogFooter className="gap-2 sm:justify-between">
              {mine ? (
                <div className="flex flex-wrap gap-2" role="group" aria-label={t('details.yourAnswer')}>
                  <Button
                    variant={mine.response === 'accepted' ? 'primary' : 'outline'}
                    aria-pressed={mine.response === 'accepted'}
                    disabled={responding}
                    onClick={() => onRespond(event, 'accepted')}
                  >
                    <Check aria-hidden="true" />
                    {t('details.accept')}
                  </Button>
                  <Button
                    variant={mine.response === 'declined' ? 'primary' : 'outline'}
                    aria-pressed={mine.response === 'declined'}
                    disabled={responding}
                    onClick={() => onRespond(event, 'declined')}
                  >
                    <X aria-hidden="true" />
                    {t('details.decline')}
                  </Button>
                </div>
              ) : (
                <span />
              )}
              {(ctx.canChange(event) || event.can.delete) && (
                <div className="flex flex-wrap gap-2">
                  {ctx.canChange(event) && (
                    <Button variant="outline" onClick={() => onEdit(event)}>
                      <Pencil aria-hidden="true" />
                      {t('details.edit')}
                    </Button>
                  )}
                  {event.can.delete && (
                    <Button variant="destructive" onClick={() => onDelete(event)}>
                      <Trash2 aria-hidden="true" />
                      {t('details.delete')}
                    </Button>
                  )}
                </div>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
