import { requireCaller } from '../../lib/caller';
import { createRouter, validationHook } from '../../lib/router';
import { createProject } from './create-project';
import { decideApproval } from './decide-approval';
import { deleteProject } from './delete-project';
import { getProject } from './get-project';
import { getProjectProgress, listProjectActivity, listProjectMetrics } from './get-project-progress';
import { listProjects } from './list-projects';
import { getProjectStats, getProjectTrends, listSimilarProjects, listTechnologies } from './project-insights';
import { requestApproval } from './request-approval';
import * as r from './route-definitions';
import { updateProject } from './update-project';

/** SPEC §5: combined failures read 'Datos del proyecto inválidos: …'. */
const projectValidation = validationHook('projects:validation.invalidCombined');

export const projectsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listProjects(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(
    r.createRouteDef,
    async (c) =>
      c.json({ project: await createProject(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
    projectValidation,
  )
  .openapi(r.statsRoute, async (c) => c.json(await getProjectStats(c.var.deps.db, requireCaller(c)), 200))
  .openapi(r.technologiesRoute, async (c) =>
    c.json({ technologies: await listTechnologies(c.var.deps.db, requireCaller(c)) }, 200),
  )
  .openapi(r.trendsRoute, async (c) =>
    c.json(
      { trends: await getProjectTrends(c.var.deps.db, requireCaller(c), c.req.valid('query').months) },
      200,
    ),
  )
  .openapi(r.getRoute, async (c) =>
    c.json({ project: await getProject(c.var.deps.db, requireCaller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(
    r.updateRoute,
    async (c) =>
      c.json(
        {
          project: await updateProject(
            c.var.deps.db,
            requireCaller(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    projectValidation,
  )
  .openapi(r.deleteRoute, async (c) => {
    await deleteProject(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(r.similarRoute, async (c) =>
    c.json(
      {
        projects: await listSimilarProjects(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('query').limit,
        ),
      },
      200,
    ),
  )
  .openapi(r.approveRoute, async (c) =>
    c.json(
      {
        project: await decideApproval(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          'approved',
          c.req.valid('json').admin_notes,
        ),
      },
      200,
    ),
  )
  .openapi(r.rejectRoute, async (c) =>
    c.json(
      {
        project: await decideApproval(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          'rejected',
          c.req.valid('json').admin_notes,
        ),
      },
      200,
    ),
  )
  .openapi(r.requestApprovalRoute, async (c) =>
    c.json(
      {
        project: await requestApproval(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json').request_notes,
        ),
      },
      200,
    ),
  )
  .openapi(r.progressRoute, async (c) =>
    c.json(await getProjectProgress(c.var.deps.db, requireCaller(c), c.req.valid('param').id), 200),
  )
  .openapi(r.activityRoute, async (c) =>
    c.json(
      {
        activity: await listProjectActivity(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('query').limit,
        ),
      },
      200,
    ),
  )
  .openapi(r.metricsRoute, async (c) =>
    c.json(
      { metrics: await listProjectMetrics(c.var.deps.db, requireCaller(c), c.req.valid('param').id) },
      200,
    ),
  );
