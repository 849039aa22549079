import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Liveness and whether the database answers. */
export async function checkHealth(db: Database) {
  try {
    await db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: true };
  } catch {
    return { status: 'degraded' as const, database: false };
  }
}
