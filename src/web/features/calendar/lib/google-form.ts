import type { z } from 'zod';
import { googleEventInputSchema, type GoogleEvent } from '@/shared/schemas/google-calendar';
import { pipeInto } from '@/web/lib/form-values';
import { dayIn, timeIn } from './calendar-dates';
import { eventFormSchema, instantsOf } from './event-form';

/** What the Google event dialog's fields hold (text): the portal event's, less what Google lacks. */
export const googleFormSchema = eventFormSchema.pick({
  summary: true,
  description: true,
  date: true,
  start: true,
  end: true,
  location: true,
});
export type GoogleForm = z.infer<typeof googleFormSchema>;

export const GOOGLE_FIELDS = ['summary', 'date', 'start', 'end', 'location', 'description'] as const;

/**
 * The fields → Google's event (PUT). A timed event gets the instants of its date and times on the
 * viewer's clock; an all-day one keeps its days (its date is changed in Google Calendar).
 */
export const googleFormFor = (timeZone: string, event: GoogleEvent) =>
  pipeInto(
    googleFormSchema.transform((v) => ({
      summary: v.summary.trim(),
      description: v.description.trim(),
      ...(v.location.trim() && { location: v.location.trim() }),
      ...(event.all_day
        ? { start_at: event.start_at, end_at: event.end_at, all_day: true }
        : instantsOf(v, timeZone)),
    })),
    googleEventInputSchema,
  );

/** The fields of a Google event, on the viewer's clock. */
export function googleFormValues(timeZone: string, event: GoogleEvent): GoogleForm {
  return {
    summary: event.summary,
    description: event.description,
    date: event.all_day ? event.start_at.slice(0, 10) : dayIn(event.start_at, timeZone),
    start: event.all_day ? '00:00' : timeIn(event.start_at, timeZone),
    end: event.all_day ? '00:00' : timeIn(event.end_at, timeZone),
    location: event.location ?? '',
  };
}
