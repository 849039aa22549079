import { z } from '@hono/zod-openapi';
import { createPhaseSchema, phaseSchema, updatePhaseSchema } from '../../../shared/schemas/phases-tasks';
import { routesTagged, withKey } from '../../lib/openapi-common';
import { phaseExample } from '../projects/examples';

const route = routesTagged('Phases');
const phaseResponse = withKey('phase', phaseSchema);
const phasesResponse = withKey('phases', z.array(phaseSchema));

export const listAllRoute = route.get('/phases', 'Phases of every visible project (or one), by order', {
  query: z.object({ project_id: z.uuid().optional() }),
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
});
export const listOfProjectRoute = route.get('/projects/{id}/phases', 'Phases of a project, by phase_order', {
  response: phasesResponse,
  responseExample: { phases: [phaseExample] },
});
export const createRouteDef = route.post('/projects/{id}/phases', 'create_phase_with_validation (admin)', {
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
export const createStandardRoute = route.post(
  '/projects/{id}/phases/standard',
  'Add the standard phases (UI Design … Deploy) (admin)',
  {
    response: phasesResponse,
    responseExample: { phases: [phaseExample] },
    status: 201,
  },
);
export const updateRoute = route.patch('/phases/{id}', 'Edit a phase or change its status (admin)', {
  body: updatePhaseSchema,
  bodyExample: { status: 'completed' },
  response: phaseResponse,
  responseExample: { phase: phaseExample },
});
export const deleteRoute = route.delete('/phases/{id}', 'Delete a phase (admin)');
