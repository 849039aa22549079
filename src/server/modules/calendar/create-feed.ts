import { and, eq, isNull } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { calendarFeedTokens } from '../../db/schema/calendar';
import type { CalendarFeed } from '../../../shared/schemas/calendar';
import { feedUrl, hashFeedToken, newFeedToken } from './internal/feed-token';

/** A new secret feed address for the caller, shown this once; the one before it stops working. */
export async function createFeed(
  deps: { db: Database; baseURL: string },
  caller: Caller,
): Promise<CalendarFeed> {
  const token = newFeedToken();
  const row = await asCaller(deps.db, caller, async (tx) => {
    await tx
      .update(calendarFeedTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeedTokens.userId, caller.id), isNull(calendarFeedTokens.revokedAt)));
    const [created] = await tx
      .insert(calendarFeedTokens)
      .values({ userId: caller.id, tokenHash: hashFeedToken(token) })
      .returning();
    return created!;
  });
  return { url: feedUrl(deps.baseURL, token), created_at: row.createdAt.toISOString() };
}
