import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { workspaceRoutes } from '../workspace/routes';
import { getAdminCounts } from './get-admin-counts';
import { getAnalytics } from './get-analytics';
import { getEnvironment } from './get-environment';
import { getIntegrations } from './get-integrations';
import { listSecurityLogs } from './list-security-logs';
import { listTeamMembers } from './list-team-members';
import * as r from './route-definitions';

/** The admin console's endpoints (/api/admin/…). */
export const adminRoutes = createRouter()
  .openapi(r.countsRoute, async (c) => c.json(await getAdminCounts(c.var.deps.db, requireCaller(c)), 200))
  .openapi(r.securityLogsRoute, async (c) =>
    c.json({ logs: await listSecurityLogs(c.var.deps.db, requireCaller(c), c.req.valid('query')) }, 200),
  )
  .openapi(r.integrationsRoute, (c) =>
    c.json({ integrations: getIntegrations(requireCaller(c), c.var.deps.config) }, 200),
  )
  .openapi(r.environmentRoute, async (c) =>
    c.json(await getEnvironment(c.var.deps.db, requireCaller(c), c.var.deps.config), 200),
  );

/** Analytics, the team and the workspace, one typed client for the web app. */
export const insightsRoutes = createRouter()
  .openapi(r.analyticsRoute, async (c) =>
    c.json(await getAnalytics(c.var.deps.db, requireCaller(c), c.var.deps.consoleCache), 200),
  )
  .openapi(r.teamRoute, async (c) =>
    c.json({ members: await listTeamMembers(c.var.deps.db, requireCaller(c), c.var.deps.consoleCache) }, 200),
  )
  .route('/', workspaceRoutes);
