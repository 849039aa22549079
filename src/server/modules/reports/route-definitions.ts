import { z } from '@hono/zod-openapi';
import {
  createReportScheduleSchema,
  reportQuerySchema,
  reportScheduleSchema,
  reportSchema,
  updateReportScheduleSchema,
} from '../../../shared/schemas/reports';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Reports');

export const getRoute = route.get(
  '/reports',
  'The weekly (last 7 days) or monthly (last 30 days) report, counting only what the caller may see',
  {
    query: reportQuerySchema,
    response: reportSchema,
    responseExample: {
      period: 'monthly',
      from: '2026-10-25T09:00:00.000Z',
      to: '2026-11-24T09:00:00.000Z',
      generated_at: '2026-11-24T09:00:00.120Z',
      agency_name: 'Websy',
      total_tasks: 12,
      completed_tasks: 9,
      overdue_tasks: 1,
      pending_tasks: 3,
      productivity_score: 75,
      team_efficiency: 89,
      top_performers: [
        { user_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', user_name: 'Marta (agencia)', completed_tasks: 6 },
      ],
      skill_gaps: [{ skill_name: 'SEO', required_tasks: 4, uncovered_tasks: 2, gap_percentage: 50 }],
      project_summary: [
        {
          id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
          name: 'Tienda online',
          status: 'development',
          progress: 60,
          total_tasks: 12,
          completed_tasks: 9,
          overdue_tasks: 1,
        },
      ],
    },
  },
);

const scheduleExample = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  period: 'monthly',
  recipients: ['direccion@agencia.com'],
  language: 'es',
  enabled: true,
  next_run_at: '2026-11-25T07:00:00.000Z',
  last_sent_at: null,
  created_at: '2026-11-24T09:00:00.000Z',
} as const;

export const listSchedulesRoute = route.get(
  '/report-schedules',
  'Reports mailed every week or month (admins)',
  {
    response: withKey('schedules', z.array(reportScheduleSchema)),
    responseExample: { schedules: [scheduleExample] },
  },
);
export const createScheduleRoute = route.post(
  '/report-schedules',
  'Mail the report as a PDF every week or month, at 07:00 UTC, to up to 20 addresses (admins)',
  {
    body: createReportScheduleSchema,
    bodyExample: { period: 'monthly', recipients: ['direccion@agencia.com'], language: 'es' },
    response: withKey('schedule', reportScheduleSchema),
    responseExample: { schedule: scheduleExample },
    status: 201,
  },
);
export const updateScheduleRoute = route.patch(
  '/report-schedules/{id}',
  'Change a scheduled report: period, recipients, language, or pause it (enabled: false) and resume it (admins)',
  {
    body: updateReportScheduleSchema,
    bodyExample: {
      period: 'weekly',
      recipients: ['direccion@agencia.com', 'socios@agencia.com'],
      enabled: false,
    },
    response: withKey('schedule', reportScheduleSchema),
    responseExample: { schedule: { ...scheduleExample, period: 'weekly', enabled: false } },
  },
);
export const deleteScheduleRoute = route.delete('/report-schedules/{id}', 'Stop a scheduled report (admins)');
