import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { createComment } from './create-comment';
import { deleteComment } from './delete-comment';
import { listComments } from './list-comments';
import * as r from './route-definitions';

export const commentsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(
      {
        comments: await listComments(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('query').phase_key,
        ),
      },
      200,
    ),
  )
  .openapi(r.createRouteDef, async (c) =>
    c.json(
      {
        comment: await createComment(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      201,
    ),
  )
  .openapi(r.deleteRoute, async (c) => {
    await deleteComment(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
