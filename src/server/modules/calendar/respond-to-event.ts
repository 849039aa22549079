import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { calendarAttendees } from '../../db/schema/calendar';
import type { CalendarEvent, eventResponseSchema } from '../../../shared/schemas/calendar';
import { attendeesOf, findEvent } from './internal/find-event';
import { calendarPolicy } from './policy';
import { presentEvent } from './present-event';

/** An attendee accepts, declines or says maybe (for themselves only). */
export async function respondToEvent(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof eventResponseSchema>,
): Promise<CalendarEvent> {
  return asCaller(db, caller, async (tx) => {
    const event = await findEvent(tx, id);
    const [mine] = await tx
      .update(calendarAttendees)
      .set({ response: input.response })
      .where(and(eq(calendarAttendees.eventId, id), eq(calendarAttendees.userId, caller.id)))
      .returning({ id: calendarAttendees.id });
    calendarPolicy.assertIsAttendee(mine);
    const attendees = await attendeesOf(tx, [id]);
    return presentEvent(event, attendees.get(id) ?? [], caller);
  });
}
