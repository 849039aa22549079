import { z } from '@hono/zod-openapi';
import { addMemberSchema, memberListSchema, projectMemberSchema } from '../../../shared/schemas/members';
import { defineRoute } from '../../lib/openapi-common';

const tag = 'Members';
const idParams = z.object({ id: z.uuid() });

const memberExample = {
  user_id: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44',
  full_name: 'Lucía Herrera',
  email: 'lucia@cliente.example',
  avatar_url: null,
  kind: 'client',
  added_at: '2026-11-20T10:00:00.000Z',
} as const;

export const listRoute = defineRoute({
  method: 'get',
  path: '/projects/{id}/members',
  tag,
  summary: "A project's members: its owner and its collaborators (members only)",
  params: idParams,
  response: memberListSchema,
  responseExample: { members: [memberExample], collaborators: 1, limit: 20 },
});
export const addRoute = defineRoute({
  method: 'post',
  path: '/projects/{id}/members',
  tag,
  summary: 'Add a collaborator by e-mail (owner or admin) or by user id (admin); at most 20',
  params: idParams,
  body: addMemberSchema,
  bodyExample: { email: memberExample.email },
  response: z.object({ member: projectMemberSchema }),
  responseExample: { member: memberExample },
  status: 201,
});
export const removeRoute = defineRoute({
  method: 'delete',
  path: '/projects/{id}/members/{userId}',
  tag,
  summary: 'Remove a collaborator (owner or admin), or leave the project (the collaborator)',
  params: z.object({ id: z.uuid(), userId: z.uuid() }),
});
