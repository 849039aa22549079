import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';
import { addDays, monthGrid, sameMonth, type Day } from '../lib/calendar-dates';
import { eventsOnDay } from '../lib/event-layout';
import { formatDay } from '../lib/period-title';
import type { ShownEvent } from '../lib/google-shown';
import type { CalendarContext } from './calendar-context';
import { DRAG_TYPE, EventChip } from './event-chip';

const SHOWN = 3;
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Arrow keys move between the grid's days (Home/End: the week's first and last). */
export function focusDayByKey(e: KeyboardEvent<HTMLElement>, day: Day) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const step = ARROWS[e.key] ?? (e.key === 'Home' ? -weekday : e.key === 'End' ? 6 - weekday : undefined);
  if (step === undefined) return;
  const target = e.currentTarget
    .closest('[data-calendar-grid]')
    ?.querySelector<HTMLElement>(`[data-day="${addDays(day, step)}"]`);
  if (!target) return;
  e.preventDefault();
  target.focus();
}

export function allowDrop(e: DragEvent<HTMLElement>) {
  if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
  e.preventDefault();
  e.dataTransfer.dropEffect = 'move';
}

/** The month as weeks from Monday: each day a button that creates there, its events, "+N more". */
export function MonthView({
  anchor,
  events,
  ctx,
  onShowDay,
}: {
  anchor: Day;
  events: ShownEvent[];
  ctx: CalendarContext;
  onShowDay: (day: Day) => void;
}) {
  const { t } = useTranslation('calendarPage');
  const weeks = monthGrid(anchor);
  return (
    <div className="overflow-hidden rounded-xl border bg-card" data-calendar-grid>
      <div className="grid grid-cols-7 border-b bg-muted/50" aria-hidden="true">
        {weeks[0]!.map((day) => (
          <div key={day} className="px-2 py-2 text-center text-xs font-medium text-muted-foreground">
            {formatDay(day, 'EEEEEE', ctx.language)}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" aria-label={t('views.month')}>
        {weeks.flat().map((day) => {
          const dayEvents = eventsOnDay(events, day, ctx.timeZone);
          const outside = !sameMonth(day, anchor);
          const isToday = day === ctx.today;
          return (
            <li
              key={day}
              onDragOver={allowDrop}
              onDrop={(e) => {
                const id = e.dataTransfer.getData(DRAG_TYPE);
                if (id) ctx.move(id, day);
              }}
              className={cn(
                'flex min-h-24 min-w-0 flex-col gap-1 border-r border-b p-1 md:min-h-28 [&:nth-child(7n)]:border-r-0',
                outside && 'bg-muted/40',
              )}
            >
              <button
                type="button"
                data-day={day}
                aria-label={t('month.createOn', { day: formatDay(day, 'EEEE d MMMM', ctx.language) })}
                aria-current={isToday ? 'date' : undefined}
                onClick={() => ctx.create(day)}
                onKeyDown={(e) => focusDayByKey(e, day)}
                className={cn(
                  'flex size-8 items-center justify-center self-end rounded-full text-sm tabular-nums hover:bg-muted',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  outside ? 'text-muted-foreground' : 'text-foreground',
                  isToday && 'bg-primary font-semibold text-primary-foreground hover:bg-primary-hover',
                )}
              >
                {formatDay(day, 'd', ctx.language)}
              </button>
              <ul className="grid min-w-0 gap-0.5">
                {dayEvents.slice(0, SHOWN).map((event) => (
                  <li key={event.id} className="min-w-0">
                    <EventChip event={event} ctx={ctx} className="max-md:[&>span:first-child]:hidden" />
                  </li>
                ))}
              </ul>
              {dayEvents.length > SHOWN && (
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  className="rounded px-1 text-left text-xs font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {t('month.more', { count: dayEvents.length - SHOWN })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
