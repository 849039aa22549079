import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller } from '../../db/client';
import { calendarAttendees, calendarEvents } from '../../db/schema/calendar';
import type { Deps } from '../../lib/context';
import type { createEventSchema, EventChange, GoogleSync } from '../../../shared/schemas/calendar';
import { googleCopy } from '../google-calendar/portal-copy';
import { deliverInvitations, type MailDeps } from './deliver-invitations';
import { eventPeople, invitationOf, noticeOf } from './internal/event-people';
import { presentEvent } from './present-event';
import { resolveAttendees } from './internal/resolve-attendees';

/** What changing an event needs: the mailer for invitations, the auth library for Google. */
export type EventDeps = MailDeps & Pick<Deps, 'auth' | 'config'>;

/**
 * Creates an event organised by the caller. Attendees are portal users the caller may invite or
 * outside addresses; each gets an e-mail invitation with an `.ics` (after the commit) and portal
 * users a notification (in the same transaction). With `add_to_google`, a copy goes to the
 * caller's primary Google calendar and its id is kept to keep it in sync (decision 0040); Google
 * failing leaves the event created (`google_sync: 'failed'`).
 */
export async function createEvent(
  deps: EventDeps,
  caller: Caller,
  input: z.output<typeof createEventSchema>,
): Promise<EventChange> {
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
  let googleSync: GoogleSync = 'none';
  if (input.add_to_google) {
    const googleEventId = await googleCopy.create(deps, event);
    googleSync = googleEventId ? 'synced' : 'failed';
    if (googleEventId) {
      await asCaller(deps.db, caller, (tx) =>
        tx.update(calendarEvents).set({ googleEventId }).where(eq(calendarEvents.id, event.id)),
      );
      event.googleEventId = googleEventId;
    }
  }
  return { event: presentEvent(event, people.attendees, caller), google_sync: googleSync };
}
