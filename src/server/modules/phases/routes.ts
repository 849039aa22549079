import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { createPhase } from './create-phase';
import { createStandardPhases } from './create-standard-phases';
import { deletePhase } from './delete-phase';
import { listPhases } from './list-phases';
import * as r from './route-definitions';
import { updatePhase } from './update-phase';

export const phasesRoutes = createRouter()
  .openapi(r.listAllRoute, async (c) =>
    c.json(
      { phases: await listPhases(c.var.deps.db, requireCaller(c), c.req.valid('query').project_id) },
      200,
    ),
  )
  .openapi(r.listOfProjectRoute, async (c) =>
    c.json({ phases: await listPhases(c.var.deps.db, requireCaller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(r.createRouteDef, async (c) =>
    c.json(
      {
        phase: await createPhase(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      201,
    ),
  )
  .openapi(r.createStandardRoute, async (c) =>
    c.json(
      { phases: await createStandardPhases(c.var.deps.db, requireCaller(c), c.req.valid('param').id) },
      201,
    ),
  )
  .openapi(r.updateRoute, async (c) =>
    c.json(
      {
        phase: await updatePhase(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      200,
    ),
  )
  .openapi(r.deleteRoute, async (c) => {
    await deletePhase(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
