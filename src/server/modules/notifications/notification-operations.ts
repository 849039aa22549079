import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { iso } from '../../lib/dates';
import { AppError } from '../../../shared/errors';
import type {
  listNotificationsQuerySchema,
  Notification,
  sendNotificationSchema,
  updateNotificationSchema,
} from '../../../shared/schemas/notifications';

type Row = typeof notifications.$inferSelect;

export function presentNotification(row: Row): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    message: row.message,
    type: row.type,
    category: row.category,
    is_read: row.isRead,
    is_urgent: row.isUrgent,
    action_url: row.actionUrl,
    metadata: row.metadata as Notification['metadata'],
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
  };
}

const notExpired = () => or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`));

/** The caller's own notifications, newest first, with the spec's filters (SPEC §7). */
export async function listNotifications(
  db: Database,
  caller: Caller,
  q: z.output<typeof listNotificationsQuerySchema>,
) {
  return asCaller(db, caller, async (tx) => {
    const where: SQL | undefined = and(
      eq(notifications.userId, caller.id),
      notExpired(),
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

export async function notificationStats(db: Database, caller: Caller) {
  return asCaller(db, caller, async (tx) => {
    const mine = and(eq(notifications.userId, caller.id), notExpired());
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

/** Mark read by list, or every unread one; answers how many changed. */
export async function markRead(db: Database, caller: Caller, input: { ids?: string[]; all?: boolean }) {
  return asCaller(db, caller, async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, caller.id),
          eq(notifications.isRead, false),
          input.ids ? inArray(notifications.id, input.ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return changed.length;
  });
}

export async function updateNotification(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateNotificationSchema>,
) {
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({
        ...(input.is_read !== undefined && { isRead: input.is_read }),
        ...(input.is_urgent !== undefined && { isUrgent: input.is_urgent }),
      })
      .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', { message: 'notifications:errors.notFound' });
    return presentNotification(row);
  });
}

export async function deleteNotification(db: Database, caller: Caller, id: string) {
  await asCaller(db, caller, async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)))
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'notifications:errors.notFound' });
  });
}

/** Admin: send to one user or to everyone (the sender excluded); answers how many were written. */
export async function sendNotification(
  db: Database,
  caller: Caller,
  input: z.output<typeof sendNotificationSchema>,
) {
  if (caller.role !== 'admin')
    throw new AppError('PERMISSION', { message: 'notifications:errors.onlyAdmins' });
  return asCaller(db, caller, async (tx) => {
    const recipients = input.all
      ? (await tx.select({ id: users.id }).from(users).where(eq(users.banned, false))).map((u) => u.id)
      : (await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id!))).map((u) => u.id);
    if (!input.all && recipients.length === 0)
      throw new AppError('NOT_FOUND', { message: 'notifications:errors.userNotFound' });
    const to = recipients.filter((id) => id !== caller.id);
    if (to.length === 0) return 0;
    const rows = await tx
      .insert(notifications)
      .values(
        to.map((userId) => ({
          userId,
          title: input.title,
          message: input.message,
          type: input.type,
          category: input.category,
          isUrgent: input.is_urgent,
          actionUrl: input.action_url ?? null,
          expiresAt: input.expires_at ? new Date(input.expires_at) : null,
          metadata: { sender_id: caller.id },
        })),
      )
      .returning({ id: notifications.id });
    return rows.length;
  });
}

/** Delete notifications whose expires_at has passed (admin; also the scheduled purge). */
export async function purgeExpired(db: Database): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.expiresAt, sql`now()`))
    .returning({ id: notifications.id });
  return deleted.length;
}
