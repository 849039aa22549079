import type { Caller } from '../../db/client';
import { calendarRules } from '../../../shared/domain/calendar-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with the built-in calendar (decision 0029): the rules of
 * `shared/domain/calendar-policy.ts`, enforced. Seeing an event is for its organiser, its
 * attendees and the admins (row-level security answers 404 to anyone else); changing or deleting
 * it is for its organiser or an admin; answering is for an attendee; a client invites only people
 * they share a project with (or outside addresses).
 */
export const calendarPolicy = {
  assertCanChange(caller: Caller, event: { organizerId: string }) {
    enforce(calendarRules.update(caller, event));
  },

  assertCanDelete(caller: Caller, event: { organizerId: string }) {
    enforce(calendarRules.delete(caller, event));
  },

  /** Admins invite any portal user; a client, the people they share a project with. */
  invitesAnyone(caller: Caller): boolean {
    return calendarRules.invitesAnyone(caller);
  },

  /** `invitable`: the people the caller shares a project with (themselves included). */
  assertCanInvite(caller: Caller, userIds: string[], invitable: ReadonlySet<string>) {
    enforce(calendarRules.invite(caller, userIds, invitable));
  },

  assertIsAttendee(attendee: unknown) {
    enforce(calendarRules.respond(attendee));
  },
};
