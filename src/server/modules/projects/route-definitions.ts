import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  approvalRequestSchema,
  createProjectSchema,
  listProjectsQuerySchema,
  notesSchema,
  projectDetailSchema,
  projectListSchema,
  projectSchema,
  updateProjectSchema,
} from '../../../shared/schemas/projects';
import { projectCreateExample, projectDetailExample, projectExample } from './examples';

const route = routesTagged('Projects');

export const listRoute = route.get('/', 'List visible projects (filters, sort, page, exact count)', {
  query: listProjectsQuerySchema,
  response: projectListSchema,
  responseExample: { projects: [projectExample], total: 1, page: 1, limit: 10, totalPages: 1 },
});
export const createRouteDef = route.post(
  '/',
  'Create a project (pending, or approved when an admin creates it)',
  {
    body: createProjectSchema,
    bodyExample: projectCreateExample,
    response: withKey('project', projectSchema),
    responseExample: { project: projectExample },
    status: 201,
  },
);
export const statsRoute = route.get(
  '/stats',
  'Counts by status and approval, active, this month, average progress',
  {
    response: z.object({
      total: z.number().int(),
      active: z.number().int(),
      created_this_month: z.number().int(),
      average_progress: z.number().int(),
      by_status: z.record(z.string(), z.number().int()),
      by_approval: z.record(z.string(), z.number().int()),
    }),
    responseExample: {
      total: 12,
      active: 11,
      created_this_month: 3,
      average_progress: 46,
      by_status: { development: 7, production: 3, paused: 1, maintenance: 1 },
      by_approval: { pending: 2, approved: 9, rejected: 1 },
    },
  },
);
export const technologiesRoute = route.get('/technologies', 'Technologies of visible projects with counts', {
  response: z.object({
    technologies: z.array(z.object({ technology: z.string(), count: z.number().int() })),
  }),
  responseExample: { technologies: [{ technology: 'React', count: 7 }] },
});
export const trendsRoute = route.get('/trends', 'Projects created per month (default 12 months)', {
  query: z.object({ months: z.coerce.number().int().min(1).max(60).default(12) }),
  response: z.object({ trends: z.array(z.object({ month: z.string(), count: z.number().int() })) }),
  responseExample: { trends: [{ month: '2026-11', count: 3 }] },
});
export const getRoute = route.get('/{id}', 'One project with fases and progressHistory', {
  response: withKey('project', projectDetailSchema),
  responseExample: { project: projectDetailExample },
});
export const updateRoute = route.patch(
  '/{id}',
  'Update a project (owners: descriptive fields; admins: also status)',
  {
    body: updateProjectSchema,
    bodyExample: { description: 'Ahora con blog', technologies: ['React', 'Astro'] },
    response: withKey('project', projectSchema),
    responseExample: { project: projectExample },
  },
);
export const deleteRoute = route.delete('/{id}', 'Delete (admins any; clients only their rejected projects)');
export const similarRoute = route.get('/{id}/similar', 'Visible projects sharing technologies (default 5)', {
  query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
  response: z.object({ projects: z.array(projectSchema.extend({ shared_technologies: z.number().int() })) }),
  responseExample: { projects: [{ ...projectExample, shared_technologies: 2 }] },
});
export const approveRoute = route.post(
  '/{id}/approve',
  'approve_project: admin approves with optional notes',
  {
    body: notesSchema,
    bodyExample: { admin_notes: 'Empezamos el lunes' },
    response: withKey('project', projectSchema),
    responseExample: { project: projectExample },
  },
);
export const rejectRoute = route.post('/{id}/reject', 'reject_project: admin rejects with optional notes', {
  body: notesSchema,
  bodyExample: { admin_notes: 'Falta el presupuesto firmado' },
  response: withKey('project', projectSchema),
  responseExample: {
    project: { ...projectExample, approval_status: 'rejected', approved_by: null, approved_at: null },
  },
});
export const requestApprovalRoute = route.post(
  '/{id}/approval-request',
  'create_project_approval_request: the owner asks for approval',
  {
    body: approvalRequestSchema,
    bodyExample: { request_notes: 'Ya hemos enviado el presupuesto firmado' },
    response: withKey('project', projectSchema),
    responseExample: {
      project: { ...projectExample, approval_status: 'pending', approved_by: null, approved_at: null },
    },
  },
);
export const progressRoute = route.get('/{id}/progress', 'get_project_progress', {
  response: z.object({
    project_id: z.uuid(),
    total_phases: z.number().int(),
    completed_phases: z.number().int(),
    total_tasks: z.number().int(),
    completed_tasks: z.number().int(),
    progress: z.number().int(),
  }),
  responseExample: {
    project_id: projectExample.id,
    total_phases: 6,
    completed_phases: 2,
    total_tasks: 14,
    completed_tasks: 6,
    progress: 33,
  },
});
export const activityRoute = route.get('/{id}/activity', 'Activity log, newest first', {
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
  response: z.object({
    activity: z.array(
      z.object({
        id: z.uuid(),
        action: z.string(),
        description: z.string(),
        metadata: z.record(z.string(), z.unknown()),
        user_id: z.uuid().nullable(),
        author_name: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  responseExample: {
    activity: [
      {
        id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
        action: 'approved',
        description: 'Proyecto aprobado',
        metadata: {},
        user_id: null,
        author_name: 'Marta',
        created_at: '2026-11-03T10:00:00.000Z',
      },
    ],
  },
});
export const metricsRoute = route.get('/{id}/metrics', 'Daily metrics (completion, tasks)', {
  response: z.object({
    metrics: z.array(
      z.object({
        metric_date: z.string(),
        completion_percentage: z.number().int(),
        task_count: z.number().int(),
        completed_tasks: z.number().int(),
      }),
    ),
  }),
  responseExample: {
    metrics: [{ metric_date: '2026-11-20', completion_percentage: 33, task_count: 14, completed_tasks: 6 }],
  },
});
