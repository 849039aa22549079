import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { GoogleCalendarStatus } from '../../../shared/schemas/google-calendar';
import { findLink, googleCalendarConfigured } from './google-connection';
import { googleCalendarPolicy } from './policy';

/** Whether Google Calendar can be connected here, and whether the caller has connected it. */
export async function getStatus(
  deps: Pick<Deps, 'config' | 'db'>,
  caller: Caller,
): Promise<GoogleCalendarStatus> {
  googleCalendarPolicy.assertCanUse(caller);
  const configured = googleCalendarConfigured(deps);
  return { configured, connected: configured && (await findLink(deps, caller.id)) !== null };
}
