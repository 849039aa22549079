import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { addMember } from './add-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import * as r from './route-definitions';

export const membersRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, param }) => listMembers(db, caller, param.id)))
  .openapi(
    ...handle(r.addRoute, 'member', ({ db, caller, param, json }) => addMember(db, caller, param.id, json)),
  )
  .openapi(
    ...handle(r.removeRoute, ({ db, caller, param }) => removeMember(db, caller, param.id, param.userId)),
  );
