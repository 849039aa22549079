import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Tx } from '../../db/client';
import { calendarAttendees, calendarEvents, type CalendarEventRow } from '../../db/schema/calendar';
import { AppError } from '../../../shared/errors';
import type { EventChange, GoogleSync, updateEventSchema } from '../../../shared/schemas/calendar';
import { googleCopy } from '../google-calendar/portal-copy';
import type { EventDeps } from './create-event';
import { deliverInvitations, type Invitation } from './deliver-invitations';
import { eventPeople, invitationOf, noticeOf } from './internal/event-people';
import { findEvent } from './internal/find-event';
import { calendarPolicy } from './policy';
import { presentEvent } from './present-event';
import { resolveAttendees, type ResolvedAttendee } from './internal/resolve-attendees';

type Input = z.output<typeof updateEventSchema>;

/** The attendees the new list adds and those it drops, by address. */
async function replaceAttendees(tx: Tx, event: CalendarEventRow, wanted: ResolvedAttendee[]) {
  const current = await tx
    .select({ email: calendarAttendees.email, userId: calendarAttendees.userId })
    .from(calendarAttendees)
    .where(eq(calendarAttendees.eventId, event.id));
  const keep = new Set(wanted.map((a) => a.email));
  const had = new Set(current.map((a) => a.email));
  const removed = current.filter((a) => !keep.has(a.email));
  const added = wanted.filter((a) => !had.has(a.email));
  if (removed.length) {
    await tx.delete(calendarAttendees).where(
      and(
        eq(calendarAttendees.eventId, event.id),
        inArray(
          calendarAttendees.email,
          removed.map((a) => a.email),
        ),
      ),
    );
  }
  if (added.length) {
    await tx
      .insert(calendarAttendees)
      .values(added.map((a) => ({ eventId: event.id, userId: a.userId, email: a.email })));
  }
  return { added, removed };
}

/**
 * Moves or edits an event (its organiser or an admin). The SEQUENCE goes up with every change; a
 * new time sends every attendee an updated invitation, new attendees get theirs and dropped ones a
 * cancellation (mails after the commit, notifications with it). Its Google copy, if any, is
 * replaced after the commit (decision 0040): Google failing leaves the change made
 * (`google_sync: 'failed'`); a copy deleted in Google is forgotten.
 */
export async function updateEvent(
  deps: EventDeps,
  caller: Caller,
  id: string,
  input: Input,
): Promise<EventChange> {
  const { event, people, mails } = await asCaller(deps.db, caller, async (tx) => {
    const before = await findEvent(tx, id);
    calendarPolicy.assertCanChange(caller, before);
    const start = input.start_at ? new Date(input.start_at) : before.startAt;
    const end = input.end_at ? new Date(input.end_at) : before.endAt;
    if (end <= start) throw new AppError('VALIDATION', { message: 'calendar:errors.endBeforeStart' });
    const wanted =
      input.attendees && (await resolveAttendees(tx, caller, before.organizerId, input.attendees));
    const [row] = await tx
      .update(calendarEvents)
      .set({
        ...(input.summary !== undefined && { summary: input.summary }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.location !== undefined && { location: input.location || null }),
        ...(input.meeting_url !== undefined && { meetingUrl: input.meeting_url }),
        ...(input.project_id !== undefined && { projectId: input.project_id }),
        startAt: start,
        endAt: end,
        sequence: sql`${calendarEvents.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(calendarEvents.id, id))
      .returning();
    // Row-level security has the last word: nothing updated means not allowed.
    if (!row) throw new AppError('PERMISSION', { message: 'calendar:errors.onlyOrganizerUpdate' });
    const { added, removed } = wanted ? await replaceAttendees(tx, row, wanted) : { added: [], removed: [] };
    const found = await eventPeople(tx, row);
    const moved = start.getTime() !== before.startAt.getTime() || end.getTime() !== before.endAt.getTime();
    const addedEmails = new Set(added.map((a) => a.email));
    const kept = moved ? found.attendees.filter((a) => !addedEmails.has(a.email)) : [];
    const out: Invitation[] = [
      invitationOf('invite', row, found, added),
      invitationOf('update', row, found, kept),
      invitationOf('cancel', row, found, removed),
    ];
    for (const mail of out) await noticeOf(tx, caller.id, mail.kind, row, found, mail.to);
    return { event: row, people: found, mails: out.filter((m) => m.to.length > 0) };
  });
  for (const mail of mails) await deliverInvitations(deps, mail);
  const outcome = await googleCopy.update(deps, event);
  const googleSync: GoogleSync = outcome === 'gone' ? 'failed' : outcome;
  if (outcome === 'gone') {
    await asCaller(deps.db, caller, (tx) =>
      tx.update(calendarEvents).set({ googleEventId: null }).where(eq(calendarEvents.id, event.id)),
    );
    event.googleEventId = null;
  }
  return { event: presentEvent(event, people.attendees, caller), google_sync: googleSync };
}
