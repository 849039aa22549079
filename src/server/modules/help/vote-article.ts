import type { Caller, Database } from '../../db/client';
import type { HelpArticleState, HelpVote } from '../../../shared/schemas/help';
import { upsertFeedback } from './internal/upsert-feedback';

/** Was this helpful? One vote per user and article, changed or taken back (`null`) at will. */
export function voteArticle(
  db: Database,
  caller: Caller,
  articleId: string,
  vote: HelpVote | null,
): Promise<HelpArticleState> {
  return upsertFeedback(db, caller, articleId, { vote }, { vote });
}
