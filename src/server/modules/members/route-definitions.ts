import { z } from '@hono/zod-openapi';
import { addMemberSchema, memberListSchema, projectMemberSchema } from '../../../shared/schemas/members';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Members');

const memberExample = {
  user_id: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44',
  full_name: 'Lucía Herrera',
  email: 'lucia@cliente.example',
  avatar_url: null,
  kind: 'client',
  added_at: '2026-11-20T10:00:00.000Z',
} as const;

export const listRoute = route.get(
  '/projects/{id}/members',
  "A project's members: its owner and its collaborators (members only)",
  {
    response: memberListSchema,
    responseExample: { members: [memberExample], collaborators: 1, limit: 20 },
  },
);
export const addRoute = route.post(
  '/projects/{id}/members',
  'Add a collaborator by e-mail (owner or admin) or by user id (admin); at most 20',
  {
    body: addMemberSchema,
    bodyExample: { email: memberExample.email },
    response: withKey('member', projectMemberSchema),
    responseExample: { member: memberExample },
    status: 201,
  },
);
export const removeRoute = route.delete(
  '/projects/{id}/members/{userId}',
  'Remove a collaborator (owner or admin), or leave the project (the collaborator)',
  { params: z.object({ id: z.uuid(), userId: z.uuid() }) },
);
