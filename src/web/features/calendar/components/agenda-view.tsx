import { Clock, MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import type { ShownEvent } from '../lib/google-shown';
import { visibleDays, type Day } from '../lib/calendar-dates';
import { eventsOnDay } from '../lib/event-layout';
import { formatDay } from '../lib/period-title';
import type { CalendarContext } from './calendar-context';
import { eventTone, useEventLabel } from './event-chip';

/** The period's days that have events, each with its events by start time. */
export function AgendaView({
  anchor,
  events,
  ctx,
}: {
  anchor: Day;
  events: ShownEvent[];
  ctx: CalendarContext;
}) {
  const { t } = useTranslation('calendarPage');
  const labelOf = useEventLabel();
  const days = visibleDays('agenda', anchor)
    .map((day) => ({ day, events: eventsOnDay(events, day, ctx.timeZone) }))
    .filter((d) => d.events.length > 0);
  return (
    <div className="grid gap-4">
      {days.map(({ day, events: dayEvents }) => (
        <section key={day} aria-labelledby={`agenda-${day}`} className="grid gap-2">
          <h2
            id={`agenda-${day}`}
            className={cn(
              'text-sm font-semibold first-letter:uppercase',
              day === ctx.today ? 'text-primary' : 'text-foreground',
            )}
          >
            {formatDay(day, 'EEEE d MMMM', ctx.language)}
            {day === ctx.today && <span className="ml-2 font-normal">· {t('today')}</span>}
          </h2>
          <ul className="grid gap-2">
            {dayEvents.map((event) => {
              const when = `${ctx.time(event.start_at)}–${ctx.time(event.end_at)}`;
              return (
                <li key={event.id}>
                  <button
                    type="button"
                    aria-label={labelOf(event, ctx.time(event.start_at), ctx.time(event.end_at))}
                    onClick={() => ctx.open(event)}
                    className={cn(
                      'grid w-full min-w-0 gap-1 rounded-lg border border-l-4 bg-card p-3 text-left hover:bg-muted',
                      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      eventTone(event, ctx.viewerId),
                    )}
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      {event.google && <Badge variant="success">{t('google.badge')}</Badge>}
                      <span className="truncate font-medium">{event.summary}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                      <span className="inline-flex items-center gap-1 tabular-nums">
                        <Clock className="size-3.5" aria-hidden="true" />
                        {when}
                      </span>
                      {event.location && (
                        <span className="inline-flex min-w-0 items-center gap-1">
                          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                          <span className="truncate">{event.location}</span>
                        </span>
                      )}
                      {event.meeting_url && (
                        <span className="inline-flex items-center gap-1">
                          <Video className="size-3.5" aria-hidden="true" />
                          {t('details.online')}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
