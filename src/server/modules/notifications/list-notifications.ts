import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { listNotificationsQuerySchema } from '../../../shared/schemas/notifications';
import { ownNotifications } from './internal/own-notifications';
import { presentNotification } from './present-notification';

/** The caller's own notifications, newest first, with the spec's filters (docs/product.md#api-conventions). */
export async function listNotifications(
  db: Database,
  caller: Caller,
  q: z.output<typeof listNotificationsQuerySchema>,
) {
  return asCaller(db, caller, async (tx) => {
    const where = and(
      ownNotifications(caller),
      q.type ? eq(notifications.type, q.type) : undefined,
      q.category ? eq(notifications.category, q.category) : undefined,
      q.is_read !== undefined ? eq(notifications.isRead, q.is_read) : undefined,
      q.is_urgent !== undefined ? eq(notifications.isUrgent, q.is_urgent) : undefined,
      q.exclude_own ? sql`coalesce(${notifications.metadata}->>'sender_id', '') <> ${caller.id}` : undefined,
    );
    const rows = await tx
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit)
      .offset(q.offset);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(notifications).where(where);
    return { notifications: rows.map(presentNotification), total, limit: q.limit, offset: q.offset };
  });
}
