import { z } from 'zod';

export { GOOGLE_CALENDAR } from '../domain/google-calendar';

/** Google's event ids: base32hex characters (a–v, 0–9), 5 to 1,024 of them. */
export const googleEventIdSchema = z.string().regex(/^[a-v0-9]{5,1024}$/, 'calendar:google.invalidEventId');

export const googleEventParamsSchema = z.object({ eventId: googleEventIdSchema });

const instant = z.iso.datetime({ offset: true });

/** An event to create on, or to replace in, the user's primary Google calendar. */
export const googleEventInputSchema = z
  .object({
    summary: z.string().trim().min(1, 'calendar:errors.summaryRequired').max(200),
    description: z.string().max(5000).optional(),
    location: z.string().trim().max(500).optional(),
    start_at: instant,
    end_at: instant,
    /** An all-day event: its days are those of `start_at` and `end_at` (exclusive) in UTC. */
    all_day: z.boolean().optional(),
  })
  .refine((e) => Date.parse(e.end_at) > Date.parse(e.start_at), {
    message: 'calendar:errors.endBeforeStart',
    path: ['end_at'],
  });
export type GoogleEventInput = z.infer<typeof googleEventInputSchema>;

export const googleEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  start_at: z.string().meta({ description: 'ISO instant; for an all-day event, 00:00 UTC of its day' }),
  end_at: z.string(),
  all_day: z.boolean(),
  html_link: z.string().nullable(),
});
export type GoogleEvent = z.infer<typeof googleEventSchema>;

export const googleCalendarStatusSchema = z.object({
  /** GOOGLE_CLIENT_ID/SECRET are set: the connect button shows. */
  configured: z.boolean(),
  connected: z.boolean(),
});
export type GoogleCalendarStatus = z.infer<typeof googleCalendarStatusSchema>;
