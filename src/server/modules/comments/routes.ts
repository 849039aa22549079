import { z } from '@hono/zod-openapi';
import { commentInputSchema, commentSchema } from '../../../shared/schemas/phases-tasks';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { commentExample } from '../projects/examples';
import { addComment, deleteComment, listComments } from './comment-operations';

const tag = 'Comments';

const list = defineRoute({
  method: 'get',
  path: '/projects/{id}/comments',
  tag,
  summary: 'Top-level comments (optionally of one phase) with their replies',
  params: z.object({ id: z.uuid() }),
  query: z.object({ phase_key: z.string().max(100).optional() }),
  response: z.object({ comments: z.array(commentSchema) }),
  responseExample: { comments: [commentExample] },
});
const create = defineRoute({
  method: 'post',
  path: '/projects/{id}/comments',
  tag,
  summary: 'Comment on a project or phase, or reply',
  params: z.object({ id: z.uuid() }),
  body: commentInputSchema,
  bodyExample: { content: '¿Podemos probar otro color?', phase_key: commentExample.phase_key },
  response: z.object({ comment: commentSchema }),
  responseExample: { comment: commentExample },
  status: 201,
});
const remove = defineRoute({
  method: 'delete',
  path: '/comments/{id}',
  tag,
  summary: 'Delete own comment (admins any)',
  params: z.object({ id: z.uuid() }),
});

export const commentsRoutes = createRouter()
  .openapi(list, async (c) =>
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
  .openapi(create, async (c) =>
    c.json(
      {
        comment: await addComment(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      201,
    ),
  )
  .openapi(remove, async (c) => {
    await deleteComment(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
