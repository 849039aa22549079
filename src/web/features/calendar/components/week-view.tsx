import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';
import { weekDays, type Day } from '../lib/calendar-dates';
import { placeDay } from '../lib/event-layout';
import { formatDay } from '../lib/period-title';
import type { ShownEvent } from '../lib/google-shown';
import type { CalendarContext } from './calendar-context';
import { DRAG_TYPE, EventChip } from './event-chip';
import { allowDrop, focusDayByKey } from './month-view';

const HOUR_PX = 48;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time ('HH:mm') under the pointer in a day column, rounded down to `step` minutes. */
function timeAt(e: MouseEvent<HTMLElement>, step: number): string {
  const rect = e.currentTarget.getBoundingClientRect();
  const minutes = Math.max(0, Math.min(1439, ((e.clientY - rect.top) / rect.height) * 1440));
  const rounded = Math.floor(minutes / step) * step;
  return `${pad(Math.floor(rounded / 60))}:${pad(rounded % 60)}`;
}

/**
 * The week from Monday on an hour grid: each event placed by its start and end in the viewer's
 * zone (overlaps side by side, an event crossing midnight in both days). A click on an empty slot
 * creates there; the organiser drags an event to another slot.
 */
export function WeekView({
  anchor,
  events,
  ctx,
}: {
  anchor: Day;
  events: ShownEvent[];
  ctx: CalendarContext;
}) {
  const { t } = useTranslation('calendarPage');
  const days = weekDays(anchor);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: HOUR_PX * 8 });
  }, []);
  return (
    <div className="overflow-hidden rounded-xl border bg-card" data-calendar-grid>
      <div className="grid grid-cols-[2.75rem_repeat(7,minmax(0,1fr))] border-b bg-muted/50">
        <span />
        {days.map((day) => (
          <button
            key={day}
            type="button"
            data-day={day}
            aria-label={t('month.createOn', { day: formatDay(day, 'EEEE d MMMM', ctx.language) })}
            aria-current={day === ctx.today ? 'date' : undefined}
            onClick={() => ctx.create(day)}
            onKeyDown={(e) => focusDayByKey(e, day)}
            className={cn(
              'flex min-w-0 flex-col items-center gap-0.5 py-2 text-xs text-muted-foreground hover:bg-muted',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
            )}
          >
            <span className="truncate">{formatDay(day, 'EEE', ctx.language)}</span>
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-sm text-foreground tabular-nums',
                day === ctx.today && 'bg-primary font-semibold text-primary-foreground',
              )}
            >
              {formatDay(day, 'd', ctx.language)}
            </span>
          </button>
        ))}
      </div>
      <div ref={scroller} className="max-h-[65vh] overflow-y-auto" tabIndex={-1}>
        <div className="grid grid-cols-[2.75rem_repeat(7,minmax(0,1fr))]" style={{ height: HOUR_PX * 24 }}>
          <div aria-hidden="true" className="relative">
            {HOURS.map((h) => (
              <span
                key={h}
                className="absolute right-1 -translate-y-1/2 text-[11px] text-muted-foreground tabular-nums"
                style={{ top: h * HOUR_PX }}
              >
                {h === 0 ? '' : `${pad(h)}:00`}
              </span>
            ))}
          </div>
          {days.map((day) => (
            <div
              key={day}
              data-testid={`week-column-${day}`}
              onClick={(e) => ctx.create(day, timeAt(e, 30))}
              onDragOver={allowDrop}
              onDrop={(e) => {
                const id = e.dataTransfer.getData(DRAG_TYPE);
                if (id) ctx.move(id, day, timeAt(e, 15));
              }}
              className="relative min-w-0 cursor-pointer border-l"
              style={{
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX}px)`,
              }}
            >
              {placeDay(events, day, ctx.timeZone).map((block) => (
                <EventChip
                  key={block.event.id}
                  event={block.event}
                  ctx={ctx}
                  className="absolute flex-col gap-0 rounded-sm border border-l-4 shadow-xs"
                  style={{
                    top: (block.startMinute / 60) * HOUR_PX,
                    height: Math.max(((block.endMinute - block.startMinute) / 60) * HOUR_PX - 1, 18),
                    left: `calc(${(block.column / block.columns) * 100}% + 1px)`,
                    width: `calc(${100 / block.columns}% - 2px)`,
                  }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
