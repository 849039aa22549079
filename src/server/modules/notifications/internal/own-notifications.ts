import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Caller } from '../../../db/client';
import { notifications } from '../../../db/schema/notifications';

/** The caller's own notifications that have not expired. */
export function ownNotifications(caller: Caller) {
  return and(
    eq(notifications.userId, caller.id),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)),
  );
}
