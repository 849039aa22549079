import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { helpArticleFeedback } from '../../db/schema/help';
import type { HelpState } from '../../../shared/schemas/help';
import { readCounters } from './internal/counters';
import { helpPolicy } from './policy';

/** The caller's bookmarks (newest first) and votes, and every article's counters for the cards. */
export function getState(db: Database, caller: Caller): Promise<HelpState> {
  helpPolicy.assertCanUse(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx
      .select({
        articleId: helpArticleFeedback.articleId,
        vote: helpArticleFeedback.vote,
        bookmarkedAt: helpArticleFeedback.bookmarkedAt,
      })
      .from(helpArticleFeedback)
      .where(
        and(
          eq(helpArticleFeedback.userId, caller.id),
          or(isNotNull(helpArticleFeedback.vote), isNotNull(helpArticleFeedback.bookmarkedAt)),
        ),
      )
      .orderBy(desc(helpArticleFeedback.bookmarkedAt), helpArticleFeedback.articleId);
    const votes: HelpState['votes'] = {};
    for (const row of rows) if (row.vote) votes[row.articleId] = row.vote;
    return {
      bookmarks: rows.filter((row) => row.bookmarkedAt !== null).map((row) => row.articleId),
      votes,
      counters: await readCounters(tx),
    };
  });
}
