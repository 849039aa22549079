import { sql } from 'drizzle-orm';
import type { Caller, Database } from '../../db/client';
import { helpArticleFeedback } from '../../db/schema/help';
import type { HelpArticleState } from '../../../shared/schemas/help';
import { upsertFeedback } from './internal/upsert-feedback';

/** The caller opened an article: one more view of theirs. */
export function recordView(db: Database, caller: Caller, articleId: string): Promise<HelpArticleState> {
  return upsertFeedback(
    db,
    caller,
    articleId,
    { views: 1, lastViewedAt: new Date() },
    { views: sql`${helpArticleFeedback.views} + 1`, lastViewedAt: sql`now()` },
  );
}
