import { z } from '@hono/zod-openapi';
import {
  adminCountsSchema,
  analyticsSchema,
  environmentSchema,
  integrationSchema,
  securityLogSchema,
  securityLogsQuerySchema,
  teamMemberSchema,
} from '../../../shared/schemas/admin';
import { routesTagged, withKey } from '../../lib/openapi-common';

const admin = routesTagged('Admin');
const analytics = routesTagged('Analytics');
const team = routesTagged('Team');

export const countsRoute = admin.get('/admin/counts', 'Sidebar counts (exact; 0 when a count fails)', {
  response: adminCountsSchema,
  responseExample: { users: 14, projects: 12, pending_approvals: 3, tickets: 2, payments: 4 },
});
export const securityLogsRoute = admin.get(
  '/admin/security-logs',
  'The latest 100 security events, with filters',
  {
    query: securityLogsQuerySchema,
    response: withKey('logs', z.array(securityLogSchema)),
    responseExample: {
      logs: [
        {
          id: '1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
          event: 'sign_in_failed',
          user_id: null,
          user_name: null,
          email: 'x@y.com',
          ip_address: '203.0.113.9',
          user_agent: 'Mozilla/5.0',
          details: {},
          timestamp: '2026-11-21T10:00:00.000Z',
        },
      ],
    },
  },
);
export const integrationsRoute = admin.get(
  '/admin/integrations',
  'Integrations: configured or not, and the variables that enable them (no values)',
  {
    response: withKey('integrations', z.array(integrationSchema)),
    responseExample: {
      integrations: [
        { id: 'mail', configured: false, variables: ['SMTP_URL', 'MAIL_FROM'], fallback: 'outbox' },
      ],
    },
  },
);
export const environmentRoute = admin.get(
  '/admin/environment',
  'Version, database and mail health (with the e-mail copies of notifications still waiting), integrations, feature flags',
  {
    response: environmentSchema,
    responseExample: {
      version: '1.0.0',
      node: 'v20.20.2',
      database: { ok: true, version: '18.4', latency_ms: 1 },
      mail: { mode: 'outbox', pending_copies: 0 },
      integrations: [],
      feature_flags: { notifications: true },
    },
  },
);
export const analyticsRoute = analytics.get(
  '/analytics',
  'Admin analytics: projects by status and month, technologies, tasks, revenue',
  {
    response: analyticsSchema,
    responseExample: {
      projects_by_status: [{ status: 'development', count: 7 }],
      projects_per_month: [{ month: '2026-11', count: 3 }],
      technologies: [{ technology: 'React', count: 7 }],
      tasks_per_month: [{ month: '2026-11', completed: 12, overdue: 2 }],
      revenue_per_month: [{ month: '2026-11', amount: 4200 }],
    },
  },
);
export const teamRoute = team.get('/team', "The agency's members with skills and workload (admins)", {
  response: withKey('members', z.array(teamMemberSchema)),
  responseExample: {
    members: [
      {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        full_name: 'Marta Ruiz',
        email: 'marta@agencia.com',
        avatar_url: null,
        has_real_avatar: false,
        skills: ['Figma'],
        open_tasks: 5,
        overdue_tasks: 1,
        completed_tasks: 12,
      },
    ],
  },
});
