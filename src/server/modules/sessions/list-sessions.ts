import { and, desc, gt } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { sessionPolicy } from './policy';
import { presentSession, sessionColumns } from './present-session';

/** The caller's unexpired sessions, the current one first, then newest first. */
export async function listSessions(db: Database, caller: Caller, currentId: string | null) {
  const rows = await asCaller(db, caller, (tx) =>
    tx
      .select(sessionColumns)
      .from(sessions)
      .where(and(sessionPolicy.ownedBy(caller), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt)),
  );
  return rows
    .map((row) => presentSession(row, currentId))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
