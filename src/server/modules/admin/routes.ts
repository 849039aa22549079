import { z } from '@hono/zod-openapi';
import { activityI18nSchema } from '../../../shared/domain/activity';
import { timeZoneSchema as timeZone } from '../../../shared/schemas/time-zone';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { getWorkspace } from '../workspace/get-workspace';
import { adminCounts, environmentStatus, integrationsStatus, listSecurityLogs } from './admin-overview';
import { analytics } from './analytics';
import { teamMembers } from './team';
import { assertAdmin } from '../../lib/policy';

const monthCount = z.object({ month: z.string(), count: z.number().int() });
const integration = z.object({
  id: z.string(),
  configured: z.boolean(),
  variables: z.array(z.string()),
  fallback: z.string().nullable(),
});
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const countsRoute = defineRoute({
  method: 'get',
  path: '/admin/counts',
  tag: 'Admin',
  summary: 'Sidebar counts (exact; 0 when a count fails)',
  response: z.object({
    users: z.number().int(),
    projects: z.number().int(),
    pending_approvals: z.number().int(),
    tickets: z.number().int(),
    payments: z.number().int(),
  }),
  responseExample: { users: 14, projects: 12, pending_approvals: 3, tickets: 2, payments: 4 },
});

export const adminRoutes = createRouter()
  .openapi(countsRoute, async (c) => c.json(await adminCounts(c.var.deps.db, requireCaller(c)), 200))
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/security-logs',
      tag: 'Admin',
      summary: 'The latest 100 security events, with filters',
      query: z.object({
        event: z.string().max(50).optional(),
        user_id: z.uuid().optional(),
        from: dateOnly.optional(),
        to: dateOnly.optional(),
        tz: timeZone.optional().meta({
          description: 'IANA timezone the from/to days are read in (default UTC)',
          example: 'Europe/Madrid',
        }),
      }),
      response: z.object({
        logs: z.array(
          z.object({
            id: z.uuid(),
            event: z.string(),
            user_id: z.uuid().nullable(),
            user_name: z.string().nullable(),
            email: z.string().nullable(),
            ip_address: z.string().nullable(),
            user_agent: z.string().nullable(),
            details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
            timestamp: z.string(),
          }),
        ),
      }),
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
    }),
    async (c) =>
      c.json({ logs: await listSecurityLogs(c.var.deps.db, requireCaller(c), c.req.valid('query')) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/integrations',
      tag: 'Admin',
      summary: 'Integrations: configured or not, and the variables that enable them (no values)',
      response: z.object({ integrations: z.array(integration) }),
      responseExample: {
        integrations: [
          { id: 'mail', configured: false, variables: ['SMTP_URL', 'MAIL_FROM'], fallback: 'outbox' },
        ],
      },
    }),
    async (c) => {
      assertAdmin(requireCaller(c));
      return c.json({ integrations: integrationsStatus(c.var.deps.config) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/environment',
      tag: 'Admin',
      summary: 'Version, database and mail health, integrations, feature flags',
      response: z.object({
        version: z.string(),
        node: z.string(),
        database: z.object({
          ok: z.boolean(),
          version: z.string().nullable(),
          latency_ms: z.number().nullable(),
        }),
        mail: z.object({ mode: z.enum(['smtp', 'outbox']) }),
        integrations: z.array(integration),
        feature_flags: z.record(z.string(), z.boolean()),
      }),
      responseExample: {
        version: '1.0.0',
        node: 'v20.20.2',
        database: { ok: true, version: '18.4', latency_ms: 1 },
        mail: { mode: 'outbox' },
        integrations: [],
        feature_flags: { notifications: true },
      },
    }),
    async (c) => c.json(await environmentStatus(c.var.deps.db, requireCaller(c), c.var.deps.config), 200),
  );

export const insightsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/analytics',
      tag: 'Analytics',
      summary: 'Admin analytics: projects by status and month, technologies, tasks, revenue',
      response: z.object({
        projects_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
        projects_per_month: z.array(monthCount),
        technologies: z.array(z.object({ technology: z.string(), count: z.number().int() })),
        tasks_per_month: z.array(
          z.object({ month: z.string(), completed: z.number().int(), overdue: z.number().int() }),
        ),
        revenue_per_month: z.array(z.object({ month: z.string(), amount: z.number() })),
      }),
      responseExample: {
        projects_by_status: [{ status: 'development', count: 7 }],
        projects_per_month: [{ month: '2026-11', count: 3 }],
        technologies: [{ technology: 'React', count: 7 }],
        tasks_per_month: [{ month: '2026-11', completed: 12, overdue: 2 }],
        revenue_per_month: [{ month: '2026-11', amount: 4200 }],
      },
    }),
    async (c) => c.json(await analytics(c.var.deps.db, requireCaller(c)), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/team',
      tag: 'Team',
      summary: "The agency's members with skills and workload (admins)",
      response: z.object({
        members: z.array(
          z.object({
            id: z.uuid(),
            full_name: z.string(),
            email: z.string(),
            avatar_url: z.string().nullable(),
            has_real_avatar: z.boolean(),
            skills: z.array(z.string()),
            open_tasks: z.number().int(),
            overdue_tasks: z.number().int(),
            completed_tasks: z.number().int(),
          }),
        ),
      }),
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
    }),
    async (c) => c.json({ members: await teamMembers(c.var.deps.db, requireCaller(c)) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/workspace',
      tag: 'Workspace',
      summary: 'Active projects, tasks due this week and recent activity',
      response: z.object({
        projects: z.array(
          z.object({
            id: z.uuid(),
            name: z.string(),
            status: z.string(),
            progress: z.number().int(),
            updated_at: z.string(),
          }),
        ),
        tasks_due: z.array(
          z.object({
            id: z.uuid(),
            title: z.string(),
            due_date: z.string().nullable(),
            priority: z.string(),
            project_id: z.uuid(),
            project_name: z.string(),
            overdue: z.boolean(),
          }),
        ),
        activity: z.array(
          z.object({
            id: z.uuid(),
            action: z.string(),
            description: z.string(),
            i18n: activityI18nSchema.nullable(),
            project_id: z.uuid(),
            project_name: z.string(),
            author_name: z.string().nullable(),
            created_at: z.string(),
          }),
        ),
      }),
      responseExample: { projects: [], tasks_due: [], activity: [] },
    }),
    async (c) => c.json(await getWorkspace(c.var.deps.db, requireCaller(c)), 200),
  );
