import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { GoogleEventInput } from '../../../shared/schemas/google-calendar';
import { findLink, googleCalendarConfigured, googleCalendarFor } from './google-connection';

/**
 * A meeting booked in the built-in calendar also goes to the caller's primary Google calendar
 * when they have connected it (issue 13, decision 0033). The built-in event is the one that
 * counts (invitations, reminders): Google refusing the copy is logged and leaves it booked.
 */
export async function copyToGoogle(
  deps: Pick<Deps, 'auth' | 'config' | 'db' | 'logger'>,
  caller: Caller,
  input: GoogleEventInput,
): Promise<boolean> {
  if (!googleCalendarConfigured(deps) || !(await findLink(deps, caller.id))) return false;
  try {
    await (await googleCalendarFor(deps, caller)).create(input);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, userId: caller.id }, 'google calendar: the meeting was not copied');
    return false;
  }
}
