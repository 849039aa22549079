import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { changeUserRole } from './change-user-role';
import { listUsers } from './list-users';
import * as r from './route-definitions';
import { setUserActive } from './set-user-active';

export const usersRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listUsers(db, caller, query)))
  .openapi(
    ...handle(r.roleRoute, 'user', ({ db, caller, param, json }) =>
      changeUserRole(db, caller, param.id, json.role),
    ),
  )
  .openapi(
    ...handle(r.deactivateRoute, 'user', ({ db, caller, param, json }) =>
      setUserActive(db, caller, param.id, false, json.reason),
    ),
  )
  .openapi(
    ...handle(r.reactivateRoute, 'user', ({ db, caller, param }) =>
      setUserActive(db, caller, param.id, true),
    ),
  );
