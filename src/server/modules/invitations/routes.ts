import { z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { invitations } from '../../db/schema/invitations';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { roleSchema } from '../../../shared/schemas/profile';
import {
  acceptInvitationSchema,
  createInvitationSchema,
  invitationSchema,
} from '../../../shared/schemas/users-admin';
import { appErrorFromPg } from '../../lib/pg-errors';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { recordSecurityEvent } from '../security/record-security-event';
import {
  createInvitation,
  findOpenInvitation,
  hashToken,
  listInvitations,
  revokeInvitation,
} from './invitation-operations';

const tag = 'Invitations';
const example = {
  id: '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f',
  email: 'nuevo@cliente.com',
  role: 'user',
  status: 'pending',
  invited_by: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  expires_at: '2026-11-28T10:00:00.000Z',
  created_at: '2026-11-21T10:00:00.000Z',
};

const list = defineRoute({
  method: 'get',
  path: '/',
  tag,
  summary: 'Admin: invitations, newest first',
  response: z.object({ invitations: z.array(invitationSchema) }),
  responseExample: { invitations: [example] },
});
const create = defineRoute({
  method: 'post',
  path: '/',
  tag,
  summary: 'Admin: invite an e-mail address (link valid 7 days, sent by mail)',
  body: createInvitationSchema,
  bodyExample: { email: 'nuevo@cliente.com', role: 'user' },
  response: z.object({ invitation: invitationSchema }),
  responseExample: { invitation: example },
  status: 201,
});
const revoke = defineRoute({
  method: 'delete',
  path: '/{id}',
  tag,
  summary: 'Admin: revoke a pending invitation',
  params: z.object({ id: z.uuid() }),
});
const lookup = defineRoute({
  method: 'get',
  path: '/lookup',
  tag,
  summary: 'Public: the address and role of an open invitation',
  query: z.object({ token: z.string().min(20).max(200) }),
  response: z.object({ email: z.string(), role: roleSchema }),
  responseExample: { email: 'nuevo@cliente.com', role: 'user' },
});
const accept = defineRoute({
  method: 'post',
  path: '/accept',
  tag,
  summary: 'Public: accept an invitation (name and password); signs the new user in',
  body: acceptInvitationSchema,
  bodyExample: { token: 'k3Jx…', full_name: 'Nuevo Cliente', password: 'una-contraseña-segura' },
  response: z.object({ user: z.object({ id: z.uuid(), email: z.string(), role: roleSchema }) }),
  responseExample: {
    user: { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', email: 'nuevo@cliente.com', role: 'user' },
  },
  status: 201,
});

export const invitationsRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json({ invitations: await listInvitations(c.var.deps.db, requireCaller(c)) }, 200),
  )
  .openapi(create, async (c) =>
    c.json(
      {
        invitation: await createInvitation(c.var.deps, requireCaller(c), c.req.valid('json'), c.get('lang')),
      },
      201,
    ),
  )
  .openapi(revoke, async (c) => {
    await revokeInvitation(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(lookup, async (c) => {
    const invitation = await findOpenInvitation(c.var.deps.db, c.req.valid('query').token);
    return c.json({ email: invitation.email, role: invitation.role }, 200);
  })
  .openapi(accept, async (c) => {
    const { db, auth } = c.var.deps;
    const input = c.req.valid('json');
    const invitation = await findOpenInvitation(db, input.token);
    // The auth library creates the account and its session (cookie forwarded below).
    let response: Response;
    try {
      response = await auth.api.signUpEmail({
        body: { email: invitation.email, password: input.password, name: input.full_name },
        headers: c.req.raw.headers,
        asResponse: true,
      });
    } catch (error) {
      throw appErrorFromPg(error);
    }
    if (!response.ok) throw new AppError('DUPLICATE', { message: 'admin:errors.alreadyRegistered' });
    const [user] = await db
      .update(users)
      .set({ role: invitation.role, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.email, invitation.email))
      .returning({ id: users.id, email: users.email, role: users.role });
    await db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.tokenHash, hashToken(input.token)), isNull(invitations.acceptedAt)));
    await recordSecurityEvent(db, 'invitation_accepted', {
      userId: user!.id,
      email: user!.email,
      details: { role: invitation.role },
    });
    for (const cookie of response.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return c.json({ user: user! }, 201);
  });
