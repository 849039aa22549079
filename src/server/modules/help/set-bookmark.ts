import { sql } from 'drizzle-orm';
import type { Caller, Database } from '../../db/client';
import { helpArticleFeedback } from '../../db/schema/help';
import type { HelpArticleState } from '../../../shared/schemas/help';
import { upsertFeedback } from './internal/upsert-feedback';

/** Bookmark an article or remove the bookmark; bookmarking again keeps the first date. */
export function setBookmark(
  db: Database,
  caller: Caller,
  articleId: string,
  bookmarked: boolean,
): Promise<HelpArticleState> {
  return upsertFeedback(
    db,
    caller,
    articleId,
    { bookmarkedAt: bookmarked ? new Date() : null },
    { bookmarkedAt: bookmarked ? sql`coalesce(${helpArticleFeedback.bookmarkedAt}, now())` : null },
  );
}
