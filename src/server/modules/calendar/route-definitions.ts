import { createRoute, z } from '@hono/zod-openapi';
import {
  calendarEventListSchema,
  calendarEventSchema,
  calendarFeedSchema,
  calendarInviteeListSchema,
  calendarWindowQuerySchema,
  createEventSchema,
  eventChangeSchema,
  eventResponseSchema,
  googleSyncSchema,
  updateEventSchema,
} from '../../../shared/schemas/calendar';
import { errorResponses, routesTagged, withKey } from '../../lib/openapi-common';

const TAG = 'Calendar';
const route = routesTagged(TAG);

const eventExample = {
  id: '3c9d1f4e-2b7a-4e8f-9c1d-5a6b7c8d9e01',
  organizer_id: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44',
  summary: 'Llamada de arranque',
  description: 'Objetivos, calendario y próximos pasos.',
  start_at: '2026-12-01T16:00:00.000Z',
  end_at: '2026-12-01T17:00:00.000Z',
  time_zone: 'Europe/Madrid',
  location: null,
  meeting_url: 'https://meet.example/abc-defg-hij',
  project_id: null,
  attendees: [{ user_id: null, email: 'lucia@cliente.example', name: null, response: 'needs-action' }],
  google_event_id: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  can: { update: true, delete: true },
} as const;

export const listRoute = route.get(
  '/calendar/events',
  'The events the caller organises or attends overlapping [from, to) (at most 366 days), by start',
  {
    query: calendarWindowQuerySchema,
    response: calendarEventListSchema,
    responseExample: { events: [eventExample] },
  },
);
export const inviteesRoute = route.get(
  '/calendar/invitees',
  'The portal users the caller may invite (an admin: every active account; a client: the people they share a project with), by name; never the caller',
  {
    response: calendarInviteeListSchema,
    responseExample: {
      invitees: [
        { user_id: eventExample.organizer_id, email: 'lucia@cliente.example', name: 'Lucía Herrera' },
      ],
    },
  },
);
export const createEventRoute = route.post(
  '/calendar/events',
  "Create an event; attendees (at most 50) are portal users by id or e-mail addresses, each invited by e-mail with an .ics; with add_to_google, also in the caller's primary Google calendar, kept in sync (google_sync: failed when Google could not be reached — the event is created anyway)",
  {
    body: createEventSchema,
    bodyExample: {
      summary: eventExample.summary,
      start_at: eventExample.start_at,
      end_at: eventExample.end_at,
      attendees: [{ email: 'lucia@cliente.example' }],
    },
    response: eventChangeSchema,
    responseExample: { event: eventExample, google_sync: 'none' },
    status: 201,
  },
);
export const updateRoute = route.patch(
  '/calendar/events/{id}',
  'Move or edit an event (its organiser or an admin); a new time re-invites every attendee; its Google copy, if any, is replaced (google_sync: failed when Google could not be told — the change stands)',
  {
    body: updateEventSchema,
    bodyExample: { start_at: '2026-12-02T16:00:00.000Z', end_at: '2026-12-02T17:00:00.000Z' },
    response: eventChangeSchema,
    responseExample: { event: eventExample, google_sync: 'synced' },
  },
);
export const deleteRoute = route.delete(
  '/calendar/events/{id}',
  'Delete an event (its organiser or an admin); attendees get a cancellation; its Google copy, if any, is deleted (google_sync: failed when Google could not be told — the event is deleted anyway)',
  {
    response: z.object({ google_sync: googleSyncSchema }),
    responseExample: { google_sync: 'none' },
  },
);
export const respondRoute = route.patch(
  '/calendar/events/{id}/response',
  'Accept, decline or tentatively accept an event (an attendee, for themselves)',
  {
    body: eventResponseSchema,
    bodyExample: { response: 'accepted' },
    response: withKey('event', calendarEventSchema),
    responseExample: { event: { ...eventExample, attendees: [] } },
  },
);
export const createFeedRoute = route.post(
  '/calendar/feed',
  "Create (or rotate) the caller's secret ICS feed address, shown once; the previous one stops working",
  {
    response: withKey('feed', calendarFeedSchema),
    responseExample: {
      feed: {
        url: 'https://portal.example/api/calendar/feed/6qJ0m3yqg1cZk0m9tV0b3n3h9v1wXo2rLk8sPq4uYdE.ics',
        created_at: '2026-11-24T10:00:00.000Z',
      },
    },
    status: 201,
  },
);
export const revokeFeedRoute = route.delete(
  '/calendar/feed',
  "Revoke the caller's ICS feed address (it answers 404 from then on)",
);
export const feedRoute = createRoute({
  method: 'get',
  path: '/calendar/feed/{file}',
  tags: [TAG],
  summary:
    "A user's events from 30 days back to a year ahead as iCalendar, for calendar apps: no session, " +
    'the secret address is the key (`<token>.ics`); a revoked or unknown one is a 404',
  request: { params: z.object({ file: z.string().meta({ example: '<token>.ics' }) }) },
  responses: {
    200: { description: 'The feed', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses,
  },
});
