import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users } from '../db/schema/users';

/**
 * Which of these session tokens still sign someone in: the session exists (not signed out,
 * revoked or removed with its user), has not expired, and its user is not deactivated. One
 * query on the sessions' unique token index, however many sockets are checked.
 */
export async function liveSessionTokens(db: Database, tokens: Iterable<string>): Promise<Set<string>> {
  const distinct = [...new Set(tokens)];
  if (distinct.length === 0) return new Set();
  const rows = await db
    .select({ token: sessions.token })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.token} = ANY(${sql.param(distinct)}::text[])`,
        gt(sessions.expiresAt, sql`now()`),
        eq(users.banned, false),
      ),
    );
  return new Set(rows.map((row) => row.token));
}
