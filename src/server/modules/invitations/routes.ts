import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { acceptInvitation } from './accept-invitation';
import { createInvitation } from './create-invitation';
import { listInvitations } from './list-invitations';
import { lookupInvitation } from './lookup-invitation';
import { revokeInvitation } from './revoke-invitation';
import * as r from './route-definitions';

export const invitationsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json({ invitations: await listInvitations(c.var.deps.db, requireCaller(c)) }, 200),
  )
  .openapi(r.createRouteDef, async (c) =>
    c.json(
      {
        invitation: await createInvitation(c.var.deps, requireCaller(c), c.req.valid('json'), c.get('lang')),
      },
      201,
    ),
  )
  .openapi(r.revokeRoute, async (c) => {
    await revokeInvitation(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(r.lookupRoute, async (c) =>
    c.json(await lookupInvitation(c.var.deps.db, c.req.valid('query').token), 200),
  )
  .openapi(r.acceptRoute, async (c) => {
    const { user, cookies } = await acceptInvitation(c.var.deps, c.req.valid('json'), c.req.raw.headers);
    // The new user's session cookie, as the auth library set it.
    for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
    return c.json({ user }, 201);
  });
