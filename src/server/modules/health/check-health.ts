import { sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../../db/client';

/**
 * Liveness and whether the database answers, told within `withinMs` (the request deadline): a
 * database that does not answer reads as down then, instead of holding the check. The abandoned
 * query is given up by the pool itself (db/client.ts), whose waits are bounded by the same time.
 */
export async function checkHealth(db: Database, withinMs: number) {
  const answered = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  const late = new AbortController();
  const database = await Promise.race([
    answered,
    delay(withinMs, false, { signal: late.signal }).catch(() => false),
  ]).finally(() => late.abort());
  return database
    ? { status: 'ok' as const, database: true }
    : { status: 'degraded' as const, database: false };
}
