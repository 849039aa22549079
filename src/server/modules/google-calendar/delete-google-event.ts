import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { googleCalendarFor } from './google-connection';
import { googleCalendarPolicy } from './policy';

/** Deletes an event of the caller's primary Google calendar. */
export async function deleteGoogleEvent(deps: Deps, caller: Caller, id: string): Promise<void> {
  googleCalendarPolicy.assertCanUse(caller);
  await (await googleCalendarFor(deps, caller)).remove(id);
}
