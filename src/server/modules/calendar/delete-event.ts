import { eq } from 'drizzle-orm';
import { asCaller, type Caller } from '../../db/client';
import { calendarEvents } from '../../db/schema/calendar';
import { AppError } from '../../../shared/errors';
import type { GoogleSync } from '../../../shared/schemas/calendar';
import { googleCopy } from '../google-calendar/portal-copy';
import type { EventDeps } from './create-event';
import { deliverInvitations } from './deliver-invitations';
import { eventPeople, invitationOf, noticeOf } from './internal/event-people';
import { findEvent } from './internal/find-event';
import { calendarPolicy } from './policy';

/**
 * Deletes an event (its organiser or an admin). Every attendee is told: a cancellation
 * (METHOD:CANCEL, the next SEQUENCE) by e-mail after the commit, a notification with it. Its
 * Google copy, if any, is deleted after the commit (decision 0040): Google failing leaves the
 * event deleted here (`google_sync: 'failed'`).
 */
export async function deleteEvent(
  deps: EventDeps,
  caller: Caller,
  id: string,
): Promise<{ google_sync: GoogleSync }> {
  const { cancellation, event } = await asCaller(deps.db, caller, async (tx) => {
    const event = await findEvent(tx, id);
    calendarPolicy.assertCanDelete(caller, event);
    const people = await eventPeople(tx, event);
    const deleted = await tx
      .delete(calendarEvents)
      .where(eq(calendarEvents.id, id))
      .returning({ id: calendarEvents.id });
    // Row-level security has the last word: nothing deleted means not allowed.
    if (deleted.length === 0) {
      throw new AppError('PERMISSION', { message: 'calendar:errors.onlyOrganizerDelete' });
    }
    const cancelled = { ...event, sequence: event.sequence + 1 };
    await noticeOf(tx, caller.id, 'cancel', cancelled, people, people.attendees);
    return { cancellation: invitationOf('cancel', cancelled, people, people.attendees), event };
  });
  if (cancellation.to.length) await deliverInvitations(deps, cancellation);
  return { google_sync: await googleCopy.remove(deps, event) };
}
