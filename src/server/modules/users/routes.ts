import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { changeUserRole } from './change-user-role';
import { listUsers } from './list-users';
import * as r from './route-definitions';
import { setUserActive } from './set-user-active';

export const usersRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listUsers(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(r.roleRoute, async (c) =>
    c.json(
      {
        user: await changeUserRole(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json').role,
        ),
      },
      200,
    ),
  )
  .openapi(r.deactivateRoute, async (c) =>
    c.json(
      {
        user: await setUserActive(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          false,
          c.req.valid('json').reason,
        ),
      },
      200,
    ),
  )
  .openapi(r.reactivateRoute, async (c) =>
    c.json(
      { user: await setUserActive(c.var.deps.db, requireCaller(c), c.req.valid('param').id, true) },
      200,
    ),
  );
