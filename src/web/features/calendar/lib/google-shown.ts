import type { CalendarEvent } from '@/shared/schemas/calendar';
import type { GoogleEvent } from '@/shared/schemas/google-calendar';
import { startOfDayIn } from './calendar-dates';

/** An event in the views: the portal's, or one of the viewer's Google events (`google` set). */
export type ShownEvent = CalendarEvent & { google?: GoogleEvent };

/** Google's events are told apart from the portal's (uuids) in the views' keys and drags. */
const PREFIX = 'google:';

/**
 * The viewer's Google events as the views show them beside the portal's (decision 0040): an
 * all-day event spans its days on the viewer's clock; a Google event that is the copy of a portal
 * event shown here is left out (the portal event stands for both).
 */
export function googleShown(
  google: readonly GoogleEvent[],
  portal: readonly CalendarEvent[],
  timeZone: string,
): ShownEvent[] {
  const copies = new Set(portal.map((e) => e.google_event_id).filter((id): id is string => id !== null));
  return google
    .filter((g) => !copies.has(g.id))
    .map((g) => ({
      id: `${PREFIX}${g.id}`,
      organizer_id: '',
      summary: g.summary,
      description: g.description,
      start_at: g.all_day ? startOfDayIn(g.start_at.slice(0, 10), timeZone).toISOString() : g.start_at,
      end_at: g.all_day ? startOfDayIn(g.end_at.slice(0, 10), timeZone).toISOString() : g.end_at,
      time_zone: timeZone,
      location: g.location,
      meeting_url: null,
      project_id: null,
      attendees: [],
      google_event_id: g.id,
      created_at: '',
      updated_at: '',
      // Changed in its own dialog, through Google: none of the portal's actions apply.
      can: { update: false, delete: false },
      google: g,
    }));
}
