import { z } from '@hono/zod-openapi';
import { commentInputSchema, commentSchema } from '../../../shared/schemas/phases-tasks';
import { routesTagged, withKey } from '../../lib/openapi-common';
import { commentExample } from '../projects/examples';

const route = routesTagged('Comments');

export const listRoute = route.get(
  '/projects/{id}/comments',
  'Top-level comments (optionally of one phase) with their replies',
  {
    query: z.object({ phase_key: z.string().max(100).optional() }),
    response: withKey('comments', z.array(commentSchema)),
    responseExample: { comments: [commentExample] },
  },
);
export const createRouteDef = route.post(
  '/projects/{id}/comments',
  'Comment on a project or phase, or reply',
  {
    body: commentInputSchema,
    bodyExample: { content: '¿Podemos probar otro color?', phase_key: commentExample.phase_key },
    response: withKey('comment', commentSchema),
    responseExample: { comment: commentExample },
    status: 201,
  },
);
export const deleteRoute = route.delete('/comments/{id}', 'Delete own comment (admins any)');
