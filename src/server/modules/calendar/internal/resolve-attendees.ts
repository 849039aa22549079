import { inArray, or, sql } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { AttendeeInput } from '../../../../shared/schemas/calendar';
import { calendarPolicy } from '../policy';

export interface ResolvedAttendee {
  userId: string | null;
  email: string;
  name: string | null;
}

/**
 * The attendees to store: portal users by id, addresses as the portal user the caller may invite
 * when there is one (else an outside guest), one per address, never the organiser. A client asking
 * for a user id they share no project with is refused.
 */
export async function resolveAttendees(
  tx: Tx,
  caller: Caller,
  organizerId: string,
  input: AttendeeInput[],
): Promise<ResolvedAttendee[]> {
  const ids = input.flatMap((a) => ('user_id' in a ? [a.user_id] : []));
  const emails = input.flatMap((a) => ('email' in a ? [a.email] : []));
  const peers = await tx.execute<{ id: string }>(sql`SELECT app_peer_user_ids() AS id`);
  const invitable = new Set([caller.id, ...peers.rows.map((r) => r.id)]);
  const found =
    ids.length + emails.length === 0
      ? []
      : await tx
          .select({ id: users.id, email: users.email, name: users.fullName })
          .from(users)
          .where(
            or(
              ids.length ? inArray(users.id, ids) : undefined,
              emails.length ? inArray(users.email, emails) : undefined,
            ),
          );
  const byId = new Map(found.map((u) => [u.id, u]));
  calendarPolicy.assertCanInvite(caller, ids, invitable);
  if (ids.some((id) => !byId.has(id))) {
    throw new AppError('NOT_FOUND', { message: 'calendar:errors.attendeeNotFound' });
  }
  const anyone = calendarPolicy.invitesAnyone(caller);
  const byEmail = new Map(found.map((u) => [u.email.toLowerCase(), u]));
  const out = new Map<string, ResolvedAttendee>();
  for (const a of input) {
    const user = 'user_id' in a ? byId.get(a.user_id) : byEmail.get(a.email);
    const portal = user && ('user_id' in a || anyone || invitable.has(user.id)) ? user : undefined;
    const email = portal ? portal.email.toLowerCase() : 'email' in a ? a.email : '';
    if (!email || portal?.id === organizerId || out.has(email)) continue;
    out.set(email, { userId: portal?.id ?? null, email, name: portal?.name ?? null });
  }
  return [...out.values()];
}
