import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';
import type { ShownEvent } from '../lib/google-shown';
import type { CalendarContext } from './calendar-context';

export const DRAG_TYPE = 'application/x-websy-event';

/**
 * How an event looks for the viewer: one of their Google events, theirs, answered, waiting for an
 * answer, or declined.
 */
export function eventTone(event: ShownEvent, viewerId: string | undefined): string {
  if (event.google) return 'border-success bg-success-soft text-foreground';
  const mine = event.attendees.find((a) => a.user_id === viewerId);
  if (mine?.response === 'declined')
    return 'border-muted-foreground/40 bg-muted text-muted-foreground line-through';
  if (mine?.response === 'needs-action') return 'border-dashed border-primary bg-background text-foreground';
  return 'border-primary bg-accent text-accent-foreground';
}

/** What a screen reader hears for an event: a Google event says it is one. */
export function useEventLabel() {
  const { t } = useTranslation('calendarPage');
  return (event: ShownEvent, time: string, end: string) => {
    const label = t('event.label', { time, end, summary: event.summary });
    return event.google ? `${t('google.source')}: ${label}` : label;
  };
}

/** The visible mark of a Google event ('G'), beside the words screen readers get in the label. */
export function GoogleMark({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('shrink-0 font-bold text-success', className)}>
      G
    </span>
  );
}

/**
 * An event in a view: a button named by its time and summary; the organiser (or an admin) can
 * drag it to another day or slot (the edit dialog is the keyboard's way). A Google event is marked
 * and coloured as such, and opens its edit dialog.
 */
export function EventChip({
  event,
  ctx,
  className,
  showTime = true,
  style,
}: {
  event: ShownEvent;
  ctx: CalendarContext;
  className?: string;
  showTime?: boolean;
  style?: React.CSSProperties;
}) {
  const labelOf = useEventLabel();
  const time = ctx.time(event.start_at);
  const label = labelOf(event, time, ctx.time(event.end_at));
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
      {event.google && <GoogleMark />}
      {showTime && <span className="shrink-0 font-medium tabular-nums">{time}</span>}
      <span className="min-w-0 truncate">{event.summary}</span>
    </button>
  );
}
