import {
  helpArticleParamsSchema,
  helpArticleStateSchema,
  helpBookmarkBodySchema,
  helpStateSchema,
  helpStatsSchema,
  helpVoteBodySchema,
} from '../../../shared/schemas/help';
import { routesTagged } from '../../lib/openapi-common';

const route = routesTagged('Help');

const counters = { article_id: 'billing-invoices', views: 42, helpful: 9, not_helpful: 1 };
const articleState = { article_id: 'billing-invoices', vote: 'helpful', bookmarked: true, counters } as const;

export const stateRoute = route.get(
  '/help/state',
  "The caller's bookmarks and votes, and every help article's views and votes (the cards' figures)",
  {
    response: helpStateSchema,
    responseExample: {
      bookmarks: ['billing-invoices'],
      votes: { 'billing-invoices': 'helpful' },
      counters: [counters],
    },
  },
);
export const viewRoute = route.post(
  '/help/articles/{articleId}/view',
  'Record that the caller opened an article',
  {
    params: helpArticleParamsSchema,
    response: helpArticleStateSchema,
    responseExample: articleState,
  },
);
export const voteRoute = route.put(
  '/help/articles/{articleId}/vote',
  "The caller's 'was this helpful?' vote on an article: one per user, changeable, null takes it back",
  {
    params: helpArticleParamsSchema,
    body: helpVoteBodySchema,
    bodyExample: { vote: 'helpful' },
    response: helpArticleStateSchema,
    responseExample: articleState,
  },
);
export const bookmarkRoute = route.put(
  '/help/articles/{articleId}/bookmark',
  'Bookmark an article for the caller, or remove the bookmark',
  {
    params: helpArticleParamsSchema,
    body: helpBookmarkBodySchema,
    bodyExample: { bookmarked: true },
    response: helpArticleStateSchema,
    responseExample: articleState,
  },
);
export const statsRoute = route.get(
  '/help/stats',
  'The most viewed and the least helpful help articles (admins)',
  {
    response: helpStatsSchema,
    responseExample: {
      most_viewed: [counters],
      least_helpful: [{ ...counters, helpful: 1, not_helpful: 4 }],
    },
  },
);
