import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';
import { roleSchema } from '../../../shared/schemas/profile';
import {
  acceptInvitationSchema,
  createInvitationSchema,
  invitationSchema,
} from '../../../shared/schemas/users-admin';

const route = routesTagged('Invitations');
const example = {
  id: '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f',
  email: 'nuevo@cliente.com',
  role: 'user',
  status: 'pending',
  invited_by: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  expires_at: '2026-11-28T10:00:00.000Z',
  created_at: '2026-11-21T10:00:00.000Z',
};

export const listRoute = route.get('/', 'Admin: invitations, newest first', {
  response: withKey('invitations', z.array(invitationSchema)),
  responseExample: { invitations: [example] },
});
export const createRouteDef = route.post(
  '/',
  'Admin: invite an e-mail address (link valid 7 days, sent by mail)',
  {
    body: createInvitationSchema,
    bodyExample: { email: 'nuevo@cliente.com', role: 'user' },
    response: withKey('invitation', invitationSchema),
    responseExample: { invitation: example },
    status: 201,
  },
);
export const revokeRoute = route.delete('/{id}', 'Admin: revoke a pending invitation');
export const lookupRoute = route.get('/lookup', 'Public: the address and role of an open invitation', {
  query: z.object({ token: z.string().min(20).max(200) }),
  response: z.object({ email: z.string(), role: roleSchema }),
  responseExample: { email: 'nuevo@cliente.com', role: 'user' },
});
export const acceptRoute = route.post(
  '/accept',
  'Public: accept an invitation (name and password); signs the new user in',
  {
    body: acceptInvitationSchema,
    bodyExample: { token: 'k3Jx…', full_name: 'Nuevo Cliente', password: 'una-contraseña-segura' },
    response: z.object({ user: z.object({ id: z.uuid(), email: z.string(), role: roleSchema }) }),
    responseExample: {
      user: { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', email: 'nuevo@cliente.com', role: 'user' },
    },
    status: 201,
  },
);
