import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { calendarAttendees, calendarEvents, type CalendarEventRow } from '../../../db/schema/calendar';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { AttendeeWithName } from '../present-event';

/** An event the caller may see (row-level security), else 404. */
export async function findEvent(tx: Tx, id: string): Promise<CalendarEventRow> {
  const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id));
  if (!event) throw new AppError('NOT_FOUND', { message: 'calendar:errors.notFound' });
  return event;
}

/** The attendees of some events, by event, in the order they were invited (names where visible). */
export async function attendeesOf(tx: Tx, eventIds: string[]): Promise<Map<string, AttendeeWithName[]>> {
  const byEvent = new Map<string, AttendeeWithName[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await tx
    .select({
      eventId: calendarAttendees.eventId,
      userId: calendarAttendees.userId,
      email: calendarAttendees.email,
      response: calendarAttendees.response,
      name: users.fullName,
    })
    .from(calendarAttendees)
    .leftJoin(users, eq(users.id, calendarAttendees.userId))
    .where(inArray(calendarAttendees.eventId, eventIds))
    .orderBy(asc(calendarAttendees.createdAt), asc(calendarAttendees.email));
  for (const { eventId, ...attendee } of rows) byEvent.get(eventId)?.push(attendee);
  return byEvent;
}
