import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getState } from './get-state';
import { getStats } from './get-stats';
import { recordView } from './record-view';
import * as r from './route-definitions';
import { setBookmark } from './set-bookmark';
import { voteArticle } from './vote-article';

export const helpRoutes = createRouter()
  .openapi(...handle(r.stateRoute, ({ db, caller }) => getState(db, caller)))
  .openapi(...handle(r.viewRoute, ({ db, caller, param }) => recordView(db, caller, param.articleId)))
  .openapi(
    ...handle(r.voteRoute, ({ db, caller, param, json }) =>
      voteArticle(db, caller, param.articleId, json.vote),
    ),
  )
  .openapi(
    ...handle(r.bookmarkRoute, ({ db, caller, param, json }) =>
      setBookmark(db, caller, param.articleId, json.bookmarked),
    ),
  )
  .openapi(...handle(r.statsRoute, ({ db, caller }) => getStats(db, caller)));
