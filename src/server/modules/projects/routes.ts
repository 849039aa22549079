import { handle } from '../../lib/handle';
import { createRouter, validationHook } from '../../lib/router';
import { createProject } from './create-project';
import { decideApproval } from './decide-approval';
import { deleteProject } from './delete-project';
import { getProject } from './get-project';
import { getProjectProgress } from './get-project-progress';
import { getProjectStats } from './get-project-stats';
import { getProjectTrends } from './get-project-trends';
import { listProjectActivity } from './list-project-activity';
import { listProjectMetrics } from './list-project-metrics';
import { listProjects } from './list-projects';
import { listSimilarProjects } from './list-similar-projects';
import { listTechnologies } from './list-technologies';
import { requestApproval } from './request-approval';
import * as r from './route-definitions';
import { updateProject } from './update-project';

/** docs/product.md#validation: combined failures read 'Datos del proyecto inválidos: …'. */
const projectValidation = validationHook('projects:validation.invalidCombined');

export const projectsRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listProjects(db, caller, query)))
  .openapi(
    ...handle(r.createRouteDef, 'project', ({ db, caller, json }) => createProject(db, caller, json)),
    projectValidation,
  )
  .openapi(...handle(r.statsRoute, ({ db, caller }) => getProjectStats(db, caller)))
  .openapi(...handle(r.technologiesRoute, 'technologies', ({ db, caller }) => listTechnologies(db, caller)))
  .openapi(
    ...handle(r.trendsRoute, 'trends', ({ db, caller, query }) => getProjectTrends(db, caller, query.months)),
  )
  .openapi(...handle(r.getRoute, 'project', ({ db, caller, param }) => getProject(db, caller, param.id)))
  .openapi(
    ...handle(r.updateRoute, 'project', ({ db, caller, param, json }) =>
      updateProject(db, caller, param.id, json),
    ),
    projectValidation,
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteProject(db, caller, param.id)))
  .openapi(
    ...handle(r.similarRoute, 'projects', ({ db, caller, param, query }) =>
      listSimilarProjects(db, caller, param.id, query.limit),
    ),
  )
  .openapi(
    ...handle(r.approveRoute, 'project', ({ db, caller, param, json }) =>
      decideApproval(db, caller, param.id, 'approved', json.admin_notes),
    ),
  )
  .openapi(
    ...handle(r.rejectRoute, 'project', ({ db, caller, param, json }) =>
      decideApproval(db, caller, param.id, 'rejected', json.admin_notes),
    ),
  )
  .openapi(
    ...handle(r.requestApprovalRoute, 'project', ({ db, caller, param, json }) =>
      requestApproval(db, caller, param.id, json.request_notes),
    ),
  )
  .openapi(...handle(r.progressRoute, ({ db, caller, param }) => getProjectProgress(db, caller, param.id)))
  .openapi(
    ...handle(r.activityRoute, 'activity', ({ db, caller, param, query }) =>
      listProjectActivity(db, caller, param.id, query.limit),
    ),
  )
  .openapi(
    ...handle(r.metricsRoute, 'metrics', ({ db, caller, param }) => listProjectMetrics(db, caller, param.id)),
  );
