import { z } from 'zod';
import { LIMITS } from '../limits';
import { timeZoneSchema } from './time-zone';

const DAY_MS = 86_400_000;
const instant = z.iso.datetime({ offset: true });

export const attendeeResponseSchema = z.enum(['needs-action', 'accepted', 'declined', 'tentative']);
export type AttendeeResponse = z.infer<typeof attendeeResponseSchema>;

export const calendarAttendeeSchema = z.object({
  /** The portal user invited; null for an outside guest. */
  user_id: z.uuid().nullable(),
  email: z.string(),
  /** The portal user's name when the reader may see it; null for an outside guest. */
  name: z.string().nullable(),
  response: attendeeResponseSchema,
});
export type CalendarAttendee = z.infer<typeof calendarAttendeeSchema>;

/** What the caller may do with the event, by `domain/calendar-policy.ts`: the web reads it, never decides. */
export const calendarEventCanSchema = z.object({ update: z.boolean(), delete: z.boolean() });
export type CalendarEventCan = z.infer<typeof calendarEventCanSchema>;

export const calendarEventSchema = z.object({
  id: z.uuid(),
  organizer_id: z.uuid(),
  summary: z.string(),
  description: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  time_zone: z.string(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
  project_id: z.uuid().nullable(),
  attendees: z.array(calendarAttendeeSchema),
  /** Its copy in the organiser's primary Google calendar (decision 0040), or null. */
  google_event_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: calendarEventCanSchema,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z.object({ events: z.array(calendarEventSchema) });

/** A portal user the caller may invite to an event, as the attendee field suggests them. */
export const calendarInviteeSchema = z.object({ user_id: z.uuid(), email: z.string(), name: z.string() });
export type CalendarInvitee = z.infer<typeof calendarInviteeSchema>;
export const calendarInviteeListSchema = z.object({ invitees: z.array(calendarInviteeSchema) });

/** The caller's events overlapping [from, to), at most 366 days. */
export const calendarWindowQuerySchema = z
  .object({ from: instant, to: instant })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
    message: 'calendar:errors.endBeforeStart',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= LIMITS.calendarWindowDays * DAY_MS, {
    message: 'calendar:errors.windowTooLong',
    path: ['to'],
  });

/** A portal user by id, or an address (a portal user's when the inviter may see them, else a guest). */
export const attendeeInputSchema = z.union([
  z.object({ user_id: z.uuid() }),
  z.object({ email: z.string().trim().toLowerCase().pipe(z.email('validation:emailInvalid')) }),
]);
export type AttendeeInput = z.infer<typeof attendeeInputSchema>;

const attendeesSchema = z
  .array(attendeeInputSchema)
  .max(LIMITS.calendarAttendees, 'calendar:errors.tooManyAttendees');
const summarySchema = z.string().trim().min(1, 'calendar:errors.summaryRequired').max(200);
const textOrNull = (max: number) => z.string().trim().max(max).nullable().optional();

const eventFields = {
  description: z.string().trim().max(5000).optional(),
  location: textOrNull(300),
  meeting_url: z.url().max(2000).nullable().optional(),
  project_id: z.uuid().nullable().optional(),
};

const endAfterStart = (v: { start_at?: string | undefined; end_at?: string | undefined }) =>
  v.start_at === undefined || v.end_at === undefined || Date.parse(v.end_at) > Date.parse(v.start_at);

export const createEventSchema = z
  .object({
    summary: summarySchema,
    start_at: instant,
    end_at: instant,
    time_zone: timeZoneSchema.optional(),
    attendees: attendeesSchema.default([]),
    /** Also create it in the organiser's primary Google calendar, and keep that copy in sync. */
    add_to_google: z.boolean().optional(),
    ...eventFields,
  })
  .refine(endAfterStart, { message: 'calendar:errors.endBeforeStart', path: ['end_at'] });
export type CreateEventInput = z.input<typeof createEventSchema>;

/** Move or edit: what is given changes; `attendees` replaces the list. */
export const updateEventSchema = z
  .object({
    summary: summarySchema.optional(),
    start_at: instant.optional(),
    end_at: instant.optional(),
    attendees: attendeesSchema.optional(),
    ...eventFields,
  })
  .refine(endAfterStart, { message: 'calendar:errors.endBeforeStart', path: ['end_at'] });
export type UpdateEventInput = z.input<typeof updateEventSchema>;

export const eventResponseSchema = z.object({
  response: z.enum(['accepted', 'declined', 'tentative']),
});

/**
 * What became of the event's Google copy in a create, update or delete (decision 0040): `none`, it
 * has none; `synced`, Google has the change; `failed`, the portal change stands but Google could
 * not be told (the user is warned).
 */
export const googleSyncSchema = z.enum(['none', 'synced', 'failed']);
export type GoogleSync = z.infer<typeof googleSyncSchema>;

/** A created or changed event, and what became of its Google copy. */
export const eventChangeSchema = z.object({ event: calendarEventSchema, google_sync: googleSyncSchema });
export type EventChange = z.infer<typeof eventChangeSchema>;

/** The secret feed address, shown once when created or rotated. */
export const calendarFeedSchema = z.object({ url: z.string(), created_at: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
