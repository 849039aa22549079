import { lt, sql } from 'drizzle-orm';
import type { Caller, Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { notificationPolicy } from './policy';

/** Delete notifications whose expires_at has passed, as the server (the scheduled purge). */
export async function purgeExpired(db: Database): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.expiresAt, sql`now()`))
    .returning({ id: notifications.id });
  return deleted.length;
}

/** The same purge asked for by an admin. */
export async function purgeExpiredNotifications(db: Database, caller: Caller): Promise<number> {
  notificationPolicy.assertCanManage(caller);
  return purgeExpired(db);
}
