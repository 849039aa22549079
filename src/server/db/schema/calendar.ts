import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

export const attendeeResponses = ['needs-action', 'accepted', 'declined', 'tentative'] as const;
export const reminderKinds = ['email-60', 'portal-30', 'portal-10'] as const;

/**
 * An event of the built-in calendar (decision 0029). Seen by its organiser and its attendees (by user
 * id), and by the admins; changed by its organiser or an admin (drizzle/0019_calendar.sql).
 * `sequence` is the invitation's SEQUENCE, raised with every change; `time_zone` is the
 * organiser's when the event was created.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
    /** The copy in the organiser's primary Google calendar (decision 0040), kept in sync. */
    googleEventId: text('google_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_organizer_start_idx').on(t.organizerId, t.startAt),
    index('calendar_events_start_idx').on(t.startAt),
    index('calendar_events_project_idx')
      .on(t.projectId)
      .where(sql`${t.projectId} IS NOT NULL`),
    check('calendar_events_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    check('calendar_events_summary_length', sql`char_length(btrim(${t.summary})) BETWEEN 1 AND 200`),
    check(
      'calendar_events_google_event_id_format',
      sql`${t.googleEventId} IS NULL OR (${t.googleEventId} ~ '^[a-v0-9]+$' AND char_length(${t.googleEventId}) BETWEEN 5 AND 1024)`,
    ),
  ],
);

/** Who is invited: a portal user (user_id) or an outside guest (e-mail only); one row per address. */
export const calendarAttendees = pgTable(
  'calendar_attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    response: text('response', { enum: attendeeResponses }).notNull().default('needs-action'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('calendar_attendees_event_email_unique').on(t.eventId, t.email),
    index('calendar_attendees_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    check(
      'calendar_attendees_response_check',
      sql`${t.response} IN ('needs-action', 'accepted', 'declined', 'tentative')`,
    ),
  ],
);

/**
 * The reminders that went out (docs/product.md#limits): claimed with `INSERT … ON CONFLICT DO NOTHING RETURNING`
 * before sending, so each goes out once across instances. Cleared when the event moves.
 */
export const calendarRemindersSent = pgTable(
  'calendar_reminders_sent',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    attendeeEmail: text('attendee_email').notNull(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'calendar_reminders_sent_pk', columns: [t.eventId, t.attendeeEmail, t.kind] }),
    check('calendar_reminders_sent_kind_check', sql`${t.kind} IN ('email-60', 'portal-30', 'portal-10')`),
  ],
);

/** A user's secret ICS feed address: only its SHA-256 is kept; at most one active per user. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('calendar_feed_tokens_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feed_tokens_one_active_uq')
      .on(t.userId)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarAttendeeRow = typeof calendarAttendees.$inferSelect;
