import { eq } from 'drizzle-orm';
import { asCaller, type Caller } from '../../db/client';
import { calendarEvents } from '../../db/schema/calendar';
import { AppError } from '../../../shared/errors';
import { deliverInvitations, type MailDeps } from './deliver-invitations';
import { eventPeople, invitationOf, noticeOf } from './event-people';
import { findEvent } from './find-event';
import { calendarPolicy } from './policy';

/**
 * Deletes an event (its organiser or an admin). Every attendee is told: a cancellation
 * (METHOD:CANCEL, the next SEQUENCE) by e-mail after the commit, a notification with it.
 */
export async function deleteEvent(deps: MailDeps, caller: Caller, id: string): Promise<void> {
  const cancellation = await asCaller(deps.db, caller, async (tx) => {
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
    return invitationOf('cancel', cancelled, people, people.attendees);
  });
  if (cancellation.to.length) await deliverInvitations(deps, cancellation);
}
