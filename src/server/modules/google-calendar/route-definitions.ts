import { z } from '@hono/zod-openapi';
import {
  googleCalendarStatusSchema,
  googleEventInputSchema,
  googleEventParamsSchema,
  googleEventSchema,
} from '../../../shared/schemas/google-calendar';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Google Calendar');

const eventExample = {
  id: 'k3h9v1q2p0m8n7b6v5c4x3z2a1',
  summary: 'Revisión con el cliente',
  description: 'Repaso de la maqueta.',
  location: null,
  start_at: '2026-12-01T16:00:00.000Z',
  end_at: '2026-12-01T17:00:00.000Z',
  all_day: false,
  html_link: 'https://www.google.com/calendar/event?eid=azNoOXYxcTJwMG04bjdiNnY1YzR4M3oyYTE',
} as const;
const inputExample = {
  summary: eventExample.summary,
  description: eventExample.description,
  start_at: eventExample.start_at,
  end_at: eventExample.end_at,
};

export const statusRoute = route.get(
  '/calendar/google',
  "Whether Google Calendar can be connected here (GOOGLE_CLIENT_ID/SECRET set) and whether the caller has; connecting is the auth library's account linking (POST /api/auth/link-social, provider google-calendar)",
  { response: googleCalendarStatusSchema, responseExample: { configured: true, connected: true } },
);
export const disconnectRoute = route.delete(
  '/calendar/google',
  "Disconnect the caller's Google Calendar: the link and its tokens are deleted",
);
export const listRoute = route.get(
  '/calendar/google/events',
  "The caller's primary Google calendar for the next 30 days: at most 10 single events, by start time",
  { response: withKey('events', z.array(googleEventSchema)), responseExample: { events: [eventExample] } },
);
export const createRoute = route.post(
  '/calendar/google/events',
  "Add an event to the caller's primary Google calendar",
  {
    body: googleEventInputSchema,
    bodyExample: inputExample,
    response: withKey('event', googleEventSchema),
    responseExample: { event: eventExample },
    status: 201,
  },
);
export const updateRoute = route.put(
  '/calendar/google/events/{eventId}',
  "Replace an event of the caller's primary Google calendar",
  {
    params: googleEventParamsSchema,
    body: googleEventInputSchema,
    bodyExample: inputExample,
    response: withKey('event', googleEventSchema),
    responseExample: { event: eventExample },
  },
);
export const deleteRoute = route.delete(
  '/calendar/google/events/{eventId}',
  "Delete an event of the caller's primary Google calendar",
  { params: googleEventParamsSchema },
);
