import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { githubConnections } from '../../db/schema/github';

/** 'Desconectar': deletes the caller's stored token (nothing to do when there is none). */
export async function disconnect(db: Database, caller: Caller): Promise<void> {
  await asCaller(db, caller, (tx) =>
    tx.delete(githubConnections).where(eq(githubConnections.userId, caller.id)),
  );
}
