/** Decision 0033: Google Calendar, connected per user through the auth library's account linking. */
export const GOOGLE_CALENDAR = {
  /** The auth library's provider id of the calendar connection (not a sign-in method). */
  providerId: 'google-calendar',
  /** Decision 0029: the calendar's events and the Google profile. */
  scopes: [
    'https://www.googleapis.com/auth/calendar.events',
    'https://www.googleapis.com/auth/userinfo.profile',
    'https://www.googleapis.com/auth/userinfo.email',
  ],
  /** The agenda: the next 30 days, at most 10 single events by start time. */
  agendaDays: 30,
  agendaMax: 10,
} as const;
