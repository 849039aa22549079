import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator';
import type { CalendarEventRow } from '../../../db/schema/calendar';
import type { AttendeeResponse } from '../../../../shared/schemas/calendar';

export interface IcsPerson {
  email: string;
  name: string | null;
}

export interface IcsEvent {
  event: CalendarEventRow;
  organizer: IcsPerson;
  attendees: Array<IcsPerson & { response: AttendeeResponse }>;
}

const STATUS: Record<AttendeeResponse, ICalAttendeeStatus> = {
  'needs-action': ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  tentative: ICalAttendeeStatus.TENTATIVE,
};

/** The UID of an event: stable for its whole life, so every update and cancel replaces the same one. */
export function eventUid(eventId: string, baseURL: string): string {
  return `${eventId}@${new URL(baseURL).hostname}`;
}

function eventData(item: IcsEvent, baseURL: string, calendarUrl: string, cancelled: boolean): ICalEventData {
  const { event } = item;
  return {
    id: eventUid(event.id, baseURL),
    sequence: event.sequence,
    stamp: new Date(),
    start: event.startAt,
    end: event.endAt,
    summary: event.summary,
    description: event.description || null,
    location: event.location ?? event.meetingUrl,
    url: calendarUrl,
    organizer: { name: item.organizer.name || item.organizer.email, email: item.organizer.email },
    attendees: item.attendees.map((a) => ({
      email: a.email,
      name: a.name,
      role: ICalAttendeeRole.REQ,
      rsvp: true,
      status: STATUS[a.response],
    })),
    created: event.createdAt,
    lastModified: event.updatedAt,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/**
 * An invitation (`METHOD:REQUEST`) or a cancellation (`METHOD:CANCEL`) of one event, times in
 * UTC, with the portal's calendar address; or the feed (`METHOD:PUBLISH`) of many.
 */
export function eventsIcs(
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  items: IcsEvent[],
  opts: { baseURL: string; calendarUrl: string; name?: string },
): string {
  const calendar = ical({
    method: ICalCalendarMethod[method],
    prodId: { company: 'Websy', product: 'Portal', language: 'ES' },
    name: opts.name ?? null,
    url: opts.calendarUrl,
    ttl: method === 'PUBLISH' ? 300 : null,
  });
  for (const item of items)
    calendar.createEvent(eventData(item, opts.baseURL, opts.calendarUrl, method === 'CANCEL'));
  return calendar.toString();
}
