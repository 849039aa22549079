import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What each user did with a help article (decision 0027): views, a vote and a bookmark, keyed by user
 * and the article's id (the articles are files, decision 0027). Own rows only; admins read every
 * row for the stats: drizzle/0023_help.sql.
 */
export const helpArticleFeedback = pgTable(
  'help_article_feedback',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: text('article_id').notNull(),
    views: integer('views').notNull().default(0),
    vote: text('vote', { enum: ['helpful', 'not_helpful'] }),
    bookmarkedAt: timestamp('bookmarked_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'help_article_feedback_pk', columns: [t.userId, t.articleId] }),
    index('help_article_feedback_article_idx').on(t.articleId),
    check(
      'help_article_feedback_article_id_check',
      sql`${t.articleId} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(${t.articleId}) <= 80`,
    ),
    check('help_article_feedback_views_check', sql`${t.views} >= 0`),
    check('help_article_feedback_vote_check', sql`${t.vote} IN ('helpful', 'not_helpful')`),
  ],
);

export type HelpArticleFeedbackRow = typeof helpArticleFeedback.$inferSelect;
