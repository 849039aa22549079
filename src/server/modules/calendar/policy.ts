import type { Caller } from '../../db/client';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what with the built-in calendar (issue 13). Seeing an event is for its organiser,
 * its attendees and the admins (row-level security answers 404 to anyone else); changing or
 * deleting it is for its organiser or an admin; answering is for an attendee; a client invites
 * only people they share a project with (or outside addresses).
 */
export const calendarPolicy = {
  assertCanChange(caller: Caller, event: { organizerId: string }) {
    if (isAdmin(caller) || event.organizerId === caller.id) return;
    throw new AppError('PERMISSION', { message: 'calendar:errors.onlyOrganizerUpdate' });
  },

  assertCanDelete(caller: Caller, event: { organizerId: string }) {
    if (isAdmin(caller) || event.organizerId === caller.id) return;
    throw new AppError('PERMISSION', { message: 'calendar:errors.onlyOrganizerDelete' });
  },

  /** Admins invite any portal user; a client, the people they share a project with. */
  invitesAnyone(caller: Caller): boolean {
    return isAdmin(caller);
  },

  /** `invitable`: the people the caller shares a project with (themselves included). */
  assertCanInvite(caller: Caller, userIds: string[], invitable: ReadonlySet<string>) {
    if (calendarPolicy.invitesAnyone(caller) || userIds.every((id) => invitable.has(id))) return;
    throw new AppError('PERMISSION', { message: 'calendar:errors.strangerInvited' });
  },

  assertIsAttendee(attendee: unknown) {
    if (attendee) return;
    throw new AppError('PERMISSION', { message: 'calendar:errors.notAttendee' });
  },
};
