import { describe, expect, it } from 'vitest';
import { calendarRules, eventCan } from './calendar-policy';

const organizer = { id: 'o1', role: 'user' as const };
const attendee = { id: 'u2', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };
const event = { organizerId: 'o1' };

describe('calendar rules (decision 0029)', () => {
  it('the organiser and the admins change and delete an event; an attendee does not', () => {
    for (const who of [organizer, admin]) {
      expect(calendarRules.update(who, event)).toBeNull();
      expect(calendarRules.delete(who, event)).toBeNull();
    }
    expect(calendarRules.update(attendee, event)).toEqual({
      code: 'PERMISSION',
      message: 'calendar:errors.onlyOrganizerUpdate',
    });
    expect(calendarRules.delete(attendee, event)).toEqual({
      code: 'PERMISSION',
      message: 'calendar:errors.onlyOrganizerDelete',
    });
  });

  it('a client invites only the people they share a project with; an admin anyone', () => {
    const invitable = new Set(['o1', 'u2']);
    expect(calendarRules.invitesAnyone(admin)).toBe(true);
    expect(calendarRules.invitesAnyone(organizer)).toBe(false);
    expect(calendarRules.invite(organizer, ['u2'], invitable)).toBeNull();
    expect(calendarRules.invite(organizer, [], invitable)).toBeNull();
    expect(calendarRules.invite(organizer, ['u2', 'x'], invitable)).toEqual({
      code: 'PERMISSION',
      message: 'calendar:errors.strangerInvited',
    });
    expect(calendarRules.invite(admin, ['x'], invitable)).toBeNull();
  });

  it('only an attendee answers', () => {
    expect(calendarRules.respond({ response: 'needs-action' })).toBeNull();
    expect(calendarRules.respond(undefined)).toEqual({
      code: 'PERMISSION',
      message: 'calendar:errors.notAttendee',
    });
  });

  it('tells each caller what they may do with the event', () => {
    expect(eventCan(organizer, event)).toEqual({ update: true, delete: true });
    expect(eventCan(admin, event)).toEqual({ update: true, delete: true });
    expect(eventCan(attendee, event)).toEqual({ update: false, delete: false });
  });
});
