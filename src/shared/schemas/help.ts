import { z } from 'zod';

/**
 * The help centre (decision 0027). Articles live as Markdown files in the repository
 * (`content/help/{es,en,pt}/<id>.md`, decision 0027); the server stores only what each user did
 * with them (views, a vote, a bookmark), keyed by the article's id.
 */
export const helpCategories = ['onboarding', 'project-management', 'troubleshooting', 'advanced'] as const;
export type HelpCategory = (typeof helpCategories)[number];

export const helpLanguages = ['es', 'en', 'pt'] as const;
export type HelpLanguage = (typeof helpLanguages)[number];

/** An article's id: its file name, shared by the three languages. */
export const helpArticleIdSchema = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The front matter of an article file. */
export const helpFrontMatterSchema = z
  .object({
    id: helpArticleIdSchema,
    title: z.string().min(3).max(120),
    category: z.enum(helpCategories),
    tags: z.array(z.string().min(2).max(40)).min(1).max(10),
    author: z.string().min(2).max(80),
    date: dateOnly,
    video: z.url({ protocol: /^https$/ }).optional(),
    related: z.array(helpArticleIdSchema).max(5).default([]),
  })
  .strict();
export type HelpFrontMatter = z.infer<typeof helpFrontMatterSchema>;

export const helpVotes = ['helpful', 'not_helpful'] as const;
export type HelpVote = (typeof helpVotes)[number];

export const helpArticleParamsSchema = z.object({ articleId: helpArticleIdSchema });

/** A vote, or `null` to take one's vote back. */
export const helpVoteBodySchema = z.object({ vote: z.enum(helpVotes).nullable() });
export const helpBookmarkBodySchema = z.object({ bookmarked: z.boolean() });

/** What the whole portal did with one article (the cards' figures). */
export const helpArticleCountersSchema = z.object({
  article_id: z.string(),
  views: z.number().int(),
  helpful: z.number().int(),
  not_helpful: z.number().int(),
});
export type HelpArticleCounters = z.infer<typeof helpArticleCountersSchema>;

/** The caller's own state: bookmarks (newest first) and votes, plus every article's counters. */
export const helpStateSchema = z.object({
  bookmarks: z.array(z.string()),
  votes: z.record(z.string(), z.enum(helpVotes)),
  counters: z.array(helpArticleCountersSchema),
});
export type HelpState = z.infer<typeof helpStateSchema>;

/** One article's row after a view, a vote or a bookmark. */
export const helpArticleStateSchema = z.object({
  article_id: z.string(),
  vote: z.enum(helpVotes).nullable(),
  bookmarked: z.boolean(),
  counters: helpArticleCountersSchema,
});
export type HelpArticleState = z.infer<typeof helpArticleStateSchema>;

/** Admins: the most viewed and the least helpful articles (docs/product.md#screens-and-navigation help centre). */
export const HELP_STATS_LIMIT = 5;
export const helpStatsSchema = z.object({
  most_viewed: z.array(helpArticleCountersSchema),
  least_helpful: z.array(helpArticleCountersSchema),
});
export type HelpStats = z.infer<typeof helpStatsSchema>;
