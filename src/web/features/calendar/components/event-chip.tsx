import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import { cn } from '@/web/lib/utils';
import type { CalendarContext } from './calendar-context';

export const DRAG_TYPE = 'application/x-websy-event';

/** How an event looks for the viewer: theirs, answered, waiting for an answer, or declined. */
export function eventTone(event: CalendarEvent, viewerId: string | undefined): string {
  const mine = event.attendees.find((a) => a.user_id === viewerId);
  if (mine?.response === 'declined')
    return 'border-muted-foreground/40 bg-muted text-muted-foreground line-through';
  if (mine?.response === 'needs-action') return 'border-dashed border-primary bg-background text-foreground';
  return 'border-primary bg-accent text-accent-foreground';
}

/**
 * An event in a view: a button named by its time and summary; the organiser (or an admin) can
 * drag it to another day or slot (the edit dialog is the keyboard's way).
 */
export function EventChip({
  event,
  ctx,
  className,
  showTime = true,
  style,
}: {
  event: CalendarEvent;
  ctx: CalendarContext;
  className?: string;
  showTime?: boolean;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('calendarPage');
  const time = ctx.time(event.start_at);
  const label = t('event.label', { time, end: ctx.time(event.end_at), summary: event.summary });
  const draggable = ctx.canChange(event);
  const onDragStart = (e: DragEvent<HTMLButtonElement>) => {
    e.dataTransfer.setData(DRAG_TYPE, event.id);
    e.dataTransfer.effectAllowed = 'move';
  };
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      draggable={draggable}
      onDragStart={draggable ? onDragStart : undefined}
      onClick={(e) => {
        e.stopPropagation();
        ctx.open(event);
      }}
      style={style}
      className={cn(
        'flex w-full min-w-0 items-start gap-1 overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        draggable && 'cursor-grab active:cursor-grabbing',
        eventTone(event, ctx.viewerId),
        className,
      )}
    >
      {showTime && <span className="shrink-0 font-medium tabular-nums">{time}</span>}
      <span className="min-w-0 truncate">{event.summary}</span>
    </button>
  );
}
