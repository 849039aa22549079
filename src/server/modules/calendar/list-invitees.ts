import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { CalendarInvitee } from '../../../shared/schemas/calendar';
import { calendarPolicy } from './policy';

/** How many people the attendee field is offered at most. */
const SHOWN = 200;

/**
 * The portal users the caller may invite, by the rule `assertCanInvite` enforces: an admin, every
 * active account; a client, the active people they share a project with. Never the caller; any
 * other address can still be typed and is invited as an outside guest.
 */
export async function listInvitees(db: Database, caller: Caller): Promise<{ invitees: CalendarInvitee[] }> {
  return asCaller(db, caller, async (tx) => {
    const scope = calendarPolicy.invitesAnyone(caller)
      ? undefined
      : sql`${users.id} IN (SELECT app_peer_user_ids())`;
    const rows = await tx
      .select({ user_id: users.id, email: users.email, name: users.fullName })
      .from(users)
      .where(and(ne(users.id, caller.id), eq(users.banned, false), scope))
      .orderBy(asc(users.fullName), asc(users.email))
      .limit(SHOWN);
    return { invitees: rows };
  });
}
