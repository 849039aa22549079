import type { Caller } from '../../db/client';
import type { CalendarAttendeeRow, CalendarEventRow } from '../../db/schema/calendar';
import { eventCan } from '../../../shared/domain/calendar-policy';
import type { CalendarAttendee, CalendarEvent } from '../../../shared/schemas/calendar';

export type AttendeeWithName = Pick<CalendarAttendeeRow, 'userId' | 'email' | 'response'> & {
  name: string | null;
};

export function presentAttendee(a: AttendeeWithName): CalendarAttendee {
  return { user_id: a.userId, email: a.email, name: a.name, response: a.response };
}

/** An event as the calendar shows it, with its attendees and what the caller may do with it (`can`). */
export function presentEvent(
  event: CalendarEventRow,
  attendees: AttendeeWithName[],
  caller: Caller,
): CalendarEvent {
  return {
    id: event.id,
    organizer_id: event.organizerId,
    summary: event.summary,
    description: event.description,
    start_at: event.startAt.toISOString(),
    end_at: event.endAt.toISOString(),
    time_zone: event.timeZone,
    location: event.location,
    meeting_url: event.meetingUrl,
    project_id: event.projectId,
    attendees: attendees.map(presentAttendee),
    google_event_id: event.googleEventId,
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
    can: eventCan(caller, event),
  };
}
