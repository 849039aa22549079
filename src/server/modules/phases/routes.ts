import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createPhase } from './create-phase';
import { createStandardPhases } from './create-standard-phases';
import { deletePhase } from './delete-phase';
import { listPhases } from './list-phases';
import * as r from './route-definitions';
import { updatePhase } from './update-phase';

export const phasesRoutes = createRouter()
  .openapi(
    ...handle(r.listAllRoute, 'phases', ({ db, caller, query }) => listPhases(db, caller, query.project_id)),
  )
  .openapi(
    ...handle(r.listOfProjectRoute, 'phases', ({ db, caller, param }) => listPhases(db, caller, param.id)),
  )
  .openapi(
    ...handle(r.createRouteDef, 'phase', ({ db, caller, param, json }) =>
      createPhase(db, caller, param.id, json),
    ),
  )
  .openapi(
    ...handle(r.createStandardRoute, 'phases', ({ db, caller, param }) =>
      createStandardPhases(db, caller, param.id),
    ),
  )
  .openapi(
    ...handle(r.updateRoute, 'phase', ({ db, caller, param, json }) =>
      updatePhase(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deletePhase(db, caller, param.id)));
