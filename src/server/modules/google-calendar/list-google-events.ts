import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { GOOGLE_CALENDAR, type GoogleEvent } from '../../../shared/schemas/google-calendar';
import { googleCalendarFor } from './google-connection';
import { googleCalendarPolicy } from './policy';

const DAY_MS = 86_400_000;

/** The caller's Google agenda: the next 30 days, at most 10 single events, by start time. */
export async function listGoogleEvents(deps: Deps, caller: Caller, now = new Date()): Promise<GoogleEvent[]> {
  googleCalendarPolicy.assertCanUse(caller);
  const calendar = await googleCalendarFor(deps, caller);
  return calendar.list(
    now,
    new Date(now.getTime() + GOOGLE_CALENDAR.agendaDays * DAY_MS),
    GOOGLE_CALENDAR.agendaMax,
  );
}
