import type { Caller } from '../../db/client';

/**
 * Who may do what with Google Calendar (decision 0033): every signed-in user connects their own
 * Google account and reads and changes only their own primary calendar — the link is looked up by
 * the caller's id, so no rule can reach another user's calendar.
 */
export const googleCalendarPolicy = {
  assertCanUse(_caller: Caller): void {
    // Being signed in is the whole rule: the connection used is always the caller's own.
  },
};
