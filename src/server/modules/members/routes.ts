import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { addMember } from './add-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import * as r from './route-definitions';

export const membersRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listMembers(c.var.deps.db, requireCaller(c), c.req.valid('param').id), 200),
  )
  .openapi(r.addRoute, async (c) =>
    c.json(
      {
        member: await addMember(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      201,
    ),
  )
  .openapi(r.removeRoute, async (c) => {
    const { id, userId } = c.req.valid('param');
    await removeMember(c.var.deps.db, requireCaller(c), id, userId);
    return c.body(null, 204);
  });
