import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { GoogleEvent, GoogleEventInput } from '../../../shared/schemas/google-calendar';
import { googleCalendarFor } from './google-connection';
import { googleCalendarPolicy } from './policy';

/** Adds an event to the caller's primary Google calendar. */
export async function createGoogleEvent(
  deps: Deps,
  caller: Caller,
  input: GoogleEventInput,
): Promise<GoogleEvent> {
  googleCalendarPolicy.assertCanUse(caller);
  return (await googleCalendarFor(deps, caller)).create(input);
}
