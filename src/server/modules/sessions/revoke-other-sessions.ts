import { and, ne } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { sessionPolicy } from './policy';

/** Ends every session of the caller's but the current one; logged with how many in the same transaction. */
export async function revokeOtherSessions(db: Database, caller: Caller, currentId: string | null) {
  return asCaller(db, caller, async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(sessionPolicy.ownedBy(caller), currentId ? ne(sessions.id, currentId) : undefined))
      .returning({ id: sessions.id });
    await recordSecurityEvent(tx, 'session_revoked', { userId: caller.id, details: { count: ended.length } });
    return { count: ended.length };
  });
}
