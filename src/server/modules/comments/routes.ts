import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createComment } from './create-comment';
import { deleteComment } from './delete-comment';
import { listComments } from './list-comments';
import * as r from './route-definitions';

export const commentsRoutes = createRouter()
  .openapi(
    ...handle(r.listRoute, 'comments', ({ db, caller, param, query }) =>
      listComments(db, caller, param.id, query.phase_key),
    ),
  )
  .openapi(
    ...handle(r.createRouteDef, 'comment', ({ db, caller, param, json }) =>
      createComment(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteComment(db, caller, param.id)));
