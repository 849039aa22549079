import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { AppError } from '../../../shared/errors';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { sessionPolicy } from './policy';

/** Ends one of the caller's sessions (anyone else's reads as unknown), logged in the same transaction. */
export async function revokeSession(db: Database, caller: Caller, id: string) {
  await asCaller(db, caller, async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, id), sessionPolicy.ownedBy(caller)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new AppError('NOT_FOUND');
    await recordSecurityEvent(tx, 'session_revoked', {
      userId: caller.id,
      details: { session: ended[0]!.id },
    });
  });
}
