import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';

/** Unique technologies with how many visible projects use each, most used first. */
export async function listTechnologies(db: Database, caller: Caller) {
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.execute<{ technology: string; count: number }>(
      sql`SELECT t AS technology, count(*)::int AS count FROM ${projects}, unnest(${projects.technologies}) AS t GROUP BY t ORDER BY count DESC, t ASC`,
    );
    return rows.rows;
  });
}
