import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { calendarAttendees, calendarEvents } from '../../db/schema/calendar';
import type { CalendarEvent, calendarWindowQuerySchema } from '../../../shared/schemas/calendar';
import { attendeesOf } from './internal/find-event';
import { presentEvent } from './present-event';

/**
 * The events the caller organises or attends that overlap [from, to), by start, with their
 * attendees (an admin's calendar too: their own events, though they may read every one).
 */
export async function listEvents(
  db: Database,
  caller: Caller,
  query: z.output<typeof calendarWindowQuerySchema>,
): Promise<{ events: CalendarEvent[] }> {
  return asCaller(db, caller, async (tx) => {
    const attending = tx
      .select({ id: calendarAttendees.eventId })
      .from(calendarAttendees)
      .where(eq(calendarAttendees.userId, caller.id));
    const rows = await tx
      .select()
      .from(calendarEvents)
      .where(
        and(
          lt(calendarEvents.startAt, new Date(query.to)),
          gt(calendarEvents.endAt, new Date(query.from)),
          or(eq(calendarEvents.organizerId, caller.id), inArray(calendarEvents.id, attending)),
        ),
      )
      .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id));
    const attendees = await attendeesOf(
      tx,
      rows.map((r) => r.id),
    );
    return { events: rows.map((r) => presentEvent(r, attendees.get(r.id) ?? [], caller)) };
  });
}
