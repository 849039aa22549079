import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { asCaller, type Caller, type Database } from '../../../db/client';
import { helpArticleFeedback } from '../../../db/schema/help';
import type { HelpArticleState } from '../../../../shared/schemas/help';
import { readArticleCounters } from './counters';
import { helpPolicy } from '../policy';

type Change = Partial<
  Pick<typeof helpArticleFeedback.$inferInsert, 'views' | 'vote' | 'bookmarkedAt' | 'lastViewedAt'>
>;

/**
 * The caller's row for one article, created on first use and changed in place (one per user and
 * article: a vote is changed, never added), then the article's state with its fresh counters.
 * `onInsert` are the values of a new row, `onUpdate` the changes to an existing one.
 */
export function upsertFeedback(
  db: Database,
  caller: Caller,
  articleId: string,
  onInsert: Change,
  onUpdate: PgUpdateSetSource<typeof helpArticleFeedback>,
): Promise<HelpArticleState> {
  helpPolicy.assertCanUse(caller);
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .insert(helpArticleFeedback)
      .values({ userId: caller.id, articleId, ...onInsert })
      .onConflictDoUpdate({
        target: [helpArticleFeedback.userId, helpArticleFeedback.articleId],
        set: { ...onUpdate, updatedAt: sql`now()` },
      })
      .returning();
    return {
      article_id: articleId,
      vote: row?.vote ?? null,
      bookmarked: row?.bookmarkedAt != null,
      counters: await readArticleCounters(tx, articleId),
    };
  });
}
