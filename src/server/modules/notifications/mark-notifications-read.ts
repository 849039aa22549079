import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { markReadSchema } from '../../../shared/schemas/notifications';

/** Mark read by list, or every unread one; answers how many changed. */
export async function markNotificationsRead(
  db: Database,
  caller: Caller,
  input: z.output<typeof markReadSchema>,
): Promise<number> {
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
