import { lt, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { notificationPolicy } from './policy';

/** Delete notifications whose expires_at has passed: every one the connection may delete. */
export async function purgeExpired(db: Database | Tx): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.expiresAt, sql`now()`))
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * The same purge asked for by an admin, under the caller's role (the admins' reaches every row);
 * the scheduled job runs it as the server.
 */
export async function purgeExpiredNotifications(db: Database, caller: Caller): Promise<number> {
  notificationPolicy.assertCanManage(caller);
  return asCaller(db, caller, (tx) => purgeExpired(tx));
}
