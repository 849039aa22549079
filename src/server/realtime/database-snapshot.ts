import type { Database } from '../db/client';

/**
 * The database's current snapshot as text (`xmin:xmax:xip`): which transactions had committed
 * when it was taken. A page's data read after it holds at least what those committed; the relay
 * replays to that page the changes of the others (decision 0050).
 */
/** The query, for a connection of its own (the change listener's). */
export const SNAPSHOT_QUERY = 'SELECT pg_current_snapshot()::text AS snapshot';

export async function currentSnapshot(db: Database): Promise<string> {
  const { rows } = await db.$client.query<{ snapshot: string }>(
    'SELECT pg_current_snapshot()::text AS snapshot',
  );
  return rows[0]!.snapshot;
}
