import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { GoogleEvent, GoogleEventInput } from '../../../shared/schemas/google-calendar';
import { googleCalendarFor } from './google-connection';
import { googleCalendarPolicy } from './policy';

/** Replaces an event of the caller's primary Google calendar (title, times, place, description). */
export async function updateGoogleEvent(
  deps: Deps,
  caller: Caller,
  id: string,
  input: GoogleEventInput,
): Promise<GoogleEvent> {
  googleCalendarPolicy.assertCanUse(caller);
  return (await googleCalendarFor(deps, caller)).update(id, input);
}
