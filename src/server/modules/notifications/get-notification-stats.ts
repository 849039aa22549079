import { count, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { z } from 'zod';
import type { notificationStatsSchema } from '../../../shared/schemas/notifications';
import { ownNotifications } from './internal/own-notifications';

/** Total, unread, urgent (and unread), by type and by category of the caller's notifications. */
export async function getNotificationStats(
  db: Database,
  caller: Caller,
): Promise<z.output<typeof notificationStatsSchema>> {
  return asCaller(db, caller, async (tx) => {
    const mine = ownNotifications(caller);
    const [totals] = await tx
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where not ${notifications.isRead})::int`,
        urgent: sql<number>`count(*) filter (where ${notifications.isUrgent} and not ${notifications.isRead})::int`,
      })
      .from(notifications)
      .where(mine);
    const byType = await tx
      .select({ key: notifications.type, n: count() })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.type);
    const byCategory = await tx
      .select({ key: notifications.category, n: count() })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.category);
    return {
      total: totals?.total ?? 0,
      unread: totals?.unread ?? 0,
      urgent: totals?.urgent ?? 0,
      by_type: Object.fromEntries(byType.map((r) => [r.key, r.n])),
      by_category: Object.fromEntries(byCategory.map((r) => [r.key, r.n])),
    };
  });
}
