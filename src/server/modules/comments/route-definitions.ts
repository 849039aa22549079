import { z } from '@hono/zod-openapi';
import { commentInputSchema, commentSchema } from '../../../shared/schemas/phases-tasks';
import { defineRoute } from '../../lib/openapi-common';
import { commentExample } from '../projects/examples';

const tag = 'Comments';
const idParams = z.object({ id: z.uuid() });

export const listRoute = defineRoute({
  method: 'get',
  path: '/projects/{id}/comments',
  tag,
  summary: 'Top-level comments (optionally of one phase) with their replies',
  params: idParams,
  query: z.object({ phase_key: z.string().max(100).optional() }),
  response: z.object({ comments: z.array(commentSchema) }),
  responseExample: { comments: [commentExample] },
});
export const createRouteDef = defineRoute({
  method: 'post',
  path: '/projects/{id}/comments',
  tag,
  summary: 'Comment on a project or phase, or reply',
  params: idParams,
  body: commentInputSchema,
  bodyExample: { content: '¿Podemos probar otro color?', phase_key: commentExample.phase_key },
  response: z.object({ comment: commentSchema }),
  responseExample: { comment: commentExample },
  status: 201,
});
export const deleteRoute = defineRoute({
  method: 'delete',
  path: '/comments/{id}',
  tag,
  summary: 'Delete own comment (admins any)',
  params: idParams,
});
