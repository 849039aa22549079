import type { CalendarEventCan } from '../schemas/calendar';
import { allowed, isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** What the calendar rules read of an event. */
export interface EventFacts {
  organizerId: string;
}

const organises = (actor: Actor, event: EventFacts) => isAdminActor(actor) || event.organizerId === actor.id;

/**
 * Who may do what with the built-in calendar (decision 0029). Seeing an event is for its organiser,
 * its attendees and the admins (the database answers 404 to anyone else); changing or deleting
 * it is for its organiser or an admin; answering is for an attendee; a client invites only people
 * they share a project with (or outside addresses).
 */
export const calendarRules = {
  update(actor: Actor, event: EventFacts): Verdict {
    return organises(actor, event) ? null : refuse('PERMISSION', 'calendar:errors.onlyOrganizerUpdate');
  },

  delete(actor: Actor, event: EventFacts): Verdict {
    return organises(actor, event) ? null : refuse('PERMISSION', 'calendar:errors.onlyOrganizerDelete');
  },

  /** Admins invite any portal user; a client, the people they share a project with. */
  invitesAnyone(actor: Actor): boolean {
    return isAdminActor(actor);
  },

  /** `invitable`: the people the actor shares a project with (themselves included). */
  invite(actor: Actor, userIds: readonly string[], invitable: ReadonlySet<string>): Verdict {
    return calendarRules.invitesAnyone(actor) || userIds.every((id) => invitable.has(id))
      ? null
      : refuse('PERMISSION', 'calendar:errors.strangerInvited');
  },

  /** Only an attendee answers an invitation (`attendee`: the actor's attendance, if any). */
  respond(attendee: unknown): Verdict {
    return attendee ? null : refuse('PERMISSION', 'calendar:errors.notAttendee');
  },
};

/** What the event's `can` tells the web. */
export function eventCan(actor: Actor, event: EventFacts): CalendarEventCan {
  return {
    update: allowed(calendarRules.update(actor, event)),
    delete: allowed(calendarRules.delete(actor, event)),
  };
}
