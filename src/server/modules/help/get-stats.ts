import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { HELP_STATS_LIMIT, type HelpStats } from '../../../shared/schemas/help';
import { presentCounters } from './internal/counters';
import { helpPolicy } from './policy';

type Row = { article_id: string; views: string; helpful: string; not_helpful: string };

/**
 * Admins: the most viewed articles, and the least helpful of those with votes (lowest share of
 * helpful votes, then most not-helpful votes). Read from the table itself, so row-level security
 * is what limits it (an admin reads every row).
 */
export function getStats(db: Database, caller: Caller): Promise<HelpStats> {
  helpPolicy.assertCanReadStats(caller);
  return asCaller(db, caller, async (tx) => {
    const totals = sql`
      SELECT article_id, sum(views)::bigint AS views,
             count(*) FILTER (WHERE vote = 'helpful') AS helpful,
             count(*) FILTER (WHERE vote = 'not_helpful') AS not_helpful
        FROM help_article_feedback GROUP BY article_id`;
    const mostViewed = await tx.execute<Row>(sql`
      SELECT * FROM (${totals}) t WHERE views > 0
       ORDER BY views DESC, article_id LIMIT ${HELP_STATS_LIMIT}`);
    const leastHelpful = await tx.execute<Row>(sql`
      SELECT * FROM (${totals}) t WHERE helpful + not_helpful > 0
       ORDER BY helpful::float / (helpful + not_helpful), not_helpful DESC, article_id LIMIT ${HELP_STATS_LIMIT}`);
    return {
      most_viewed: mostViewed.rows.map(presentCounters),
      least_helpful: leastHelpful.rows.map(presentCounters),
    };
  });
}
