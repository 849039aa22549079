import type { z } from 'zod';
import { asCaller, type Caller } from '../../db/client';
import { calendarAttendees, calendarEvents } from '../../db/schema/calendar';
import type { CalendarEvent, createEventSchema } from '../../../shared/schemas/calendar';
import { deliverInvitations, type MailDeps } from './deliver-invitations';
import { eventPeople, invitationOf, noticeOf } from './event-people';
import { presentEvent } from './present-event';
import { resolveAttendees } from './resolve-attendees';

/**
 * Creates an event organised by the caller. Attendees are portal users the caller may invite or
 * outside addresses; each gets an e-mail invitation with an `.ics` (after the commit) and portal
 * users a notification (in the same transaction).
 */
export async function createEvent(
  deps: MailDeps,
  caller: Caller,
  input: z.output<typeof createEventSchema>,
): Promise<CalendarEvent> {
  const { event, people } = await asCaller(deps.db, caller, async (tx) => {
    const invited = await resolveAttendees(tx, caller, caller.id, input.attendees);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        organizerId: caller.id,
        summary: input.summary,
        description: input.description ?? '',
        startAt: new Date(input.start_at),
        endAt: new Date(input.end_at),
        ...(input.time_zone && { timeZone: input.time_zone }),
        location: input.location || null,
        meetingUrl: input.meeting_url ?? null,
        projectId: input.project_id ?? null,
      })
      .returning();
    if (invited.length) {
      await tx
        .insert(calendarAttendees)
        .values(invited.map((a) => ({ eventId: row!.id, userId: a.userId, email: a.email })));
    }
    const found = await eventPeople(tx, row!);
    await noticeOf(tx, caller.id, 'invite', row!, found, found.attendees);
    return { event: row!, people: found };
  });
  await deliverInvitations(deps, invitationOf('invite', event, people, people.attendees));
  return presentEvent(event, people.attendees);
}
