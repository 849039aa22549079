import { and, eq, isNull } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { calendarFeedTokens } from '../../db/schema/calendar';

/** Revokes the caller's active feed address, if any (the old address answers 404 from now on). */
export async function revokeFeed(db: Database, caller: Caller): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    await tx
      .update(calendarFeedTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeedTokens.userId, caller.id), isNull(calendarFeedTokens.revokedAt)));
  });
}
