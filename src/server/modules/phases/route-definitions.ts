import { z } from '@hono/zod-openapi';
import { createPhaseSchema, phaseSchema, updatePhaseSchema } from '../../../shared/schemas/phases-tasks';
import { defineRoute, idRoute, withKey } from '../../lib/openapi-common';
import { phaseExample } from '../projects/examples';

const tag = 'Phases';
const phaseResponse = withKey('phase', phaseSchema);
const phasesResponse = withKey('phases', z.array(phaseSchema));

export const listAllRoute = defineRoute({
  method: 'get',
  path: '/phases',
  tag,
  summary: 'Phases of every visible project (or one), by order',
  query: z.object({ project_id: z.uuid().optional() }),
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
});
export const listOfProjectRoute = idRoute({
  method: 'get',
  path: '/projects/{id}/phases',
  tag,
  summary: 'Phases of a project, by phase_order',
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
});
export const createRouteDef = idRoute({
  method: 'post',
  path: '/projects/{id}/phases',
  tag,
  summary: 'create_phase_with_validation (admin)',
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
export const createStandardRoute = idRoute({
  method: 'post',
  path: '/projects/{id}/phases/standard',
  tag,
  summary: 'Add the standard phases (UI Design … Deploy) (admin)',
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
  status: 201,
});
export const updateRoute = idRoute({
  method: 'patch',
  path: '/phases/{id}',
  tag,
  summary: 'Edit a phase or change its status (admin)',
  body: updatePhaseSchema,
  bodyExample: { status: 'completed' },
  response: phaseResponse,
  responseExample: { phase: phaseExample },
});
export const deleteRoute = idRoute({
  method: 'delete',
  path: '/phases/{id}',
  tag,
  summary: 'Delete a phase (admin)',
});
