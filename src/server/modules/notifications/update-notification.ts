import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { AppError } from '../../../shared/errors';
import type { updateNotificationSchema } from '../../../shared/schemas/notifications';
import { presentNotification } from './present-notification';

/** Read or urgent on one of the caller's own notifications. */
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
