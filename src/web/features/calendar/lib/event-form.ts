import { z } from 'zod';
import { createEventSchema, updateEventSchema, type CalendarEvent } from '@/shared/schemas/calendar';
import { emptyToNull, pipeInto } from '@/web/lib/form-values';
import { dayIn, timeIn, zonedInstant, type Day } from './calendar-dates';

/** What the event dialog's fields hold (text); the shared schemas validate what it becomes. */
export const eventFormSchema = z.object({
  summary: z.string(),
  description: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'calendarPage:form.dateInvalid'),
  start: z.string().regex(/^\d{2}:\d{2}$/, 'calendarPage:form.timeInvalid'),
  end: z.string().regex(/^\d{2}:\d{2}$/, 'calendarPage:form.timeInvalid'),
  location: z.string(),
  meeting_url: z.string(),
  attendees: z.array(z.string()),
});
export type EventForm = z.infer<typeof eventFormSchema>;

export const EVENT_FIELDS = [
  'summary',
  'date',
  'start',
  'end',
  'location',
  'meeting_url',
  'description',
  'attendees',
] as const;

/** A server error's path ('start_at', 'attendees.2.email') → the field it belongs under. */
export function fieldOfPath(path: string): string {
  if (path.startsWith('start_at')) return 'start';
  if (path.startsWith('end_at')) return 'end';
  if (path.startsWith('attendees')) return 'attendees';
  return path;
}

/**
 * The start and end instants of what the fields say, on the wall clock of `timeZone`; an end at
 * or before the start is on the next day (an event crossing midnight).
 */
export function instantsOf(v: Pick<EventForm, 'date' | 'start' | 'end'>, timeZone: string) {
  const start = zonedInstant(v.date, v.start, timeZone);
  let end = zonedInstant(v.date, v.end, timeZone);
  if (end <= start) end = zonedInstant(nextDay(v.date), v.end, timeZone);
  return { start_at: start.toISOString(), end_at: end.toISOString() };
}

function nextDay(day: Day): Day {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const common = (v: EventForm) => ({
  summary: v.summary.trim(),
  description: v.description.trim(),
  location: emptyToNull(v.location),
  meeting_url: emptyToNull(v.meeting_url),
  attendees: v.attendees.map((email) => ({ email })),
});

export const createFormFor = (timeZone: string) =>
  pipeInto(
    eventFormSchema.transform((v) => ({ ...common(v), ...instantsOf(v, timeZone), time_zone: timeZone })),
    createEventSchema,
  );

export const updateFormFor = (timeZone: string) =>
  pipeInto(
    eventFormSchema.transform((v) => ({ ...common(v), ...instantsOf(v, timeZone) })),
    updateEventSchema,
  );

/** The fields for a new event (on `day`, at `time` or 17:00, one hour: docs/product.md#limits) or an existing one. */
export function formValues(
  timeZone: string,
  source: { event: CalendarEvent } | { day: Day; time?: string | undefined },
): EventForm {
  if ('event' in source) {
    const e = source.event;
    return {
      summary: e.summary,
      description: e.description,
      date: dayIn(e.start_at, timeZone),
      start: timeIn(e.start_at, timeZone),
      end: timeIn(e.end_at, timeZone),
      location: e.location ?? '',
      meeting_url: e.meeting_url ?? '',
      attendees: e.attendees.map((a) => a.email),
    };
  }
  const start = source.time ?? '17:00';
  const [h = 17, m = 0] = start.split(':').map(Number);
  const end = `${String(Math.min(h + 1, 23)).padStart(2, '0')}:${String(h + 1 > 23 ? 59 : m).padStart(2, '0')}`;
  return {
    summary: '',
    description: '',
    date: source.day,
    start,
    end,
    location: '',
    meeting_url: '',
    attendees: [],
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());
