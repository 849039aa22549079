import { handle, handlePublic } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { acceptInvitation } from './accept-invitation';
import { createInvitation } from './create-invitation';
import { listInvitations } from './list-invitations';
import { lookupInvitation } from './lookup-invitation';
import { revokeInvitation } from './revoke-invitation';
import * as r from './route-definitions';

export const invitationsRoutes = createRouter()
  .openapi(...handle(r.listRoute, 'invitations', ({ db, caller }) => listInvitations(db, caller)))
  .openapi(
    ...handle(r.createRouteDef, 'invitation', ({ deps, caller, json, c }) =>
      createInvitation(deps, caller, json, c.get('lang')),
    ),
  )
  .openapi(...handle(r.revokeRoute, ({ db, caller, param }) => revokeInvitation(db, caller, param.id)))
  .openapi(...handlePublic(r.lookupRoute, ({ db, query }) => lookupInvitation(db, query.token)))
  .openapi(...handlePublic(r.acceptRoute, ({ deps, json, c }) => acceptInvitation(deps, json, c)));
