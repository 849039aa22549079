import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';

/** Projects created per month over the last `months` months (default 12), oldest first, gaps as 0. */
export async function getProjectTrends(db: Database, caller: Caller, months: number) {
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.execute<{ month: string; count: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, count(p.id)::int AS count
        FROM generate_series(date_trunc('month', now()) - make_interval(months => ${months - 1}), date_trunc('month', now()), interval '1 month') AS m
        LEFT JOIN ${projects} p ON date_trunc('month', p.created_at) = m
       GROUP BY m ORDER BY m`);
    return rows.rows;
  });
}
