import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { AppError } from '../../../shared/errors';

/** One of the caller's own notifications. */
export async function deleteNotification(db: Database, caller: Caller, id: string): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)))
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'notifications:errors.notFound' });
  });
}
