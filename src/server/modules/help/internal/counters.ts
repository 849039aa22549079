import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { HelpArticleCounters } from '../../../../shared/schemas/help';

type CounterRow = {
  article_id: string;
  views: string | number;
  helpful: string | number;
  not_helpful: string | number;
};

export function presentCounters(row: CounterRow): HelpArticleCounters {
  return {
    article_id: row.article_id,
    views: Number(row.views),
    helpful: Number(row.helpful),
    not_helpful: Number(row.not_helpful),
  };
}

/** Every article's figures, or one article's (zeros when nobody opened it yet). */
export async function readCounters(tx: Tx): Promise<HelpArticleCounters[]> {
  const result = await tx.execute<CounterRow>(sql`SELECT * FROM help_article_counters() ORDER BY article_id`);
  return result.rows.map(presentCounters);
}

export async function readArticleCounters(tx: Tx, articleId: string): Promise<HelpArticleCounters> {
  const result = await tx.execute<CounterRow>(sql`SELECT * FROM help_article_counters(${articleId})`);
  const [row] = result.rows;
  return row ? presentCounters(row) : { article_id: articleId, views: 0, helpful: 0, not_helpful: 0 };
}
