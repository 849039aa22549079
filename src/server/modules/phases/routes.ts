import { z } from '@hono/zod-openapi';
import { createPhaseSchema, phaseSchema, updatePhaseSchema } from '../../../shared/schemas/phases-tasks';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { phaseExample } from '../projects/examples';
import { createPhase, createStandardPhases } from './create-phase';
import { listPhases } from './list-phases';
import { deletePhase, updatePhase } from './update-phase';

const tag = 'Phases';
const idParams = z.object({ id: z.uuid() });
const phaseResponse = z.object({ phase: phaseSchema });
const phasesResponse = z.object({ phases: z.array(phaseSchema) });

const listAll = defineRoute({
  method: 'get',
  path: '/phases',
  tag,
  summary: 'Phases of every visible project (or one), by order',
  query: z.object({ project_id: z.uuid().optional() }),
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
});
const listOfProject = defineRoute({
  method: 'get',
  path: '/projects/{id}/phases',
  tag,
  summary: 'Phases of a project, by phase_order',
  params: idParams,
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
});
const create = defineRoute({
  method: 'post',
  path: '/projects/{id}/phases',
  tag,
  summary: 'create_phase_with_validation (admin)',
  params: idParams,
  body: createPhaseSchema,
  bodyExample: {
    name: 'SEO',
    description: 'Metadatos y sitemap',
    start_date: '2026-12-01',
    end_date: '2026-12-05',
  },
  response: phaseResponse,
  responseExample: { phase: phaseExample },
  status: 201,
});
const createStandard = defineRoute({
  method: 'post',
  path: '/projects/{id}/phases/standard',
  tag,
  summary: 'Add the standard phases (UI Design … Deploy) (admin)',
  params: idParams,
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
  status: 201,
});
const update = defineRoute({
  method: 'patch',
  path: '/phases/{id}',
  tag,
  summary: 'Edit a phase or change its status (admin)',
  params: idParams,
  body: updatePhaseSchema,
  bodyExample: { status: 'completed' },
  response: phaseResponse,
  responseExample: { phase: phaseExample },
});
const remove = defineRoute({
  method: 'delete',
  path: '/phases/{id}',
  tag,
  summary: 'Delete a phase (admin)',
  params: idParams,
});

export const phasesRoutes = createRouter()
  .openapi(listAll, async (c) =>
    c.json(
      { phases: await listPhases(c.var.deps.db, requireCaller(c), c.req.valid('query').project_id) },
      200,
    ),
  )
  .openapi(listOfProject, async (c) =>
    c.json({ phases: await listPhases(c.var.deps.db, requireCaller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(create, async (c) =>
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
  .openapi(createStandard, async (c) =>
    c.json(
      { phases: await createStandardPhases(c.var.deps.db, requireCaller(c), c.req.valid('param').id) },
      201,
    ),
  )
  .openapi(update, async (c) =>
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
  .openapi(remove, async (c) => {
    await deletePhase(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
