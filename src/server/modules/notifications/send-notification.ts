import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type { sendNotificationSchema } from '../../../shared/schemas/notifications';
import { notificationPolicy } from './policy';

/** Admin: send to one user or to everyone (the sender excluded); answers how many were written. */
export async function sendNotification(
  db: Database,
  caller: Caller,
  input: z.output<typeof sendNotificationSchema>,
): Promise<number> {
  notificationPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const recipients = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(input.all ? eq(users.banned, false) : eq(users.id, input.user_id!))
    ).map((u) => u.id);
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
