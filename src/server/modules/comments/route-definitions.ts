import { z } from '@hono/zod-openapi';
import { commentInputSchema, commentSchema } from '../../../shared/schemas/phases-tasks';
import { idRoute, withKey } from '../../lib/openapi-common';
import { commentExample } from '../projects/examples';

const tag = 'Comments';

export const listRoute = idRoute({
  method: 'get',
  path: '/projects/{id}/comments',
  tag,
  summary: 'Top-level comments (optionally of one phase) with their replies',
  query: z.object({ phase_key: z.string().max(100).optional() }),
  response: withKey('comments', z.array(commentSchema)),
  responseExample: { comments: [commentExample] },
});
export const createRouteDef = idRoute({
  method: 'post',
  path: '/projects/{id}/comments',
  tag,
  summary: 'Comment on a project or phase, or reply',
  body: commentInputSchema,
  bodyExample: { content: '¿Podemos probar otro color?', phase_key: commentExample.phase_key },
  response: withKey('comment', commentSchema),
  responseExample: { comment: commentExample },
  status: 201,
});
export const deleteRoute = idRoute({
  method: 'delete',
  path: '/comments/{id}',
  tag,
  summary: 'Delete own comment (admins any)',
});
