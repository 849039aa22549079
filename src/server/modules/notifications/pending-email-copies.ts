import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

/**
 * E-mail copies of notifications waiting for the mail job (jobs/notification-copies.ts), for the
 * operators (GET /api/admin/environment). Counted on the partial index of waiting copies.
 */
export async function pendingNotificationEmails(db: Database): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${notifications} WHERE email_status = 'pending'`,
  );
  return res.rows[0]!.n;
}
