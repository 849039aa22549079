import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getAdminCounts } from './get-admin-counts';
import { getAnalytics } from './get-analytics';
import { getEnvironment } from './get-environment';
import { getIntegrations } from './get-integrations';
import { listSecurityLogs } from './list-security-logs';
import { listTeamMembers } from './list-team-members';
import * as r from './route-definitions';

/** The admin console's endpoints (/api/admin/…). */
export const adminRoutes = createRouter()
  .openapi(...handle(r.countsRoute, ({ db, caller }) => getAdminCounts(db, caller)))
  .openapi(
    ...handle(r.securityLogsRoute, 'logs', ({ db, caller, query }) => listSecurityLogs(db, caller, query)),
  )
  .openapi(
    ...handle(r.integrationsRoute, 'integrations', ({ caller, deps }) =>
      getIntegrations(caller, deps.config),
    ),
  )
  .openapi(...handle(r.environmentRoute, ({ db, caller, deps }) => getEnvironment(db, caller, deps.config)));

/** Analytics and the team, one typed client for the web app. */
export const insightsRoutes = createRouter()
  .openapi(...handle(r.analyticsRoute, ({ db, caller, deps }) => getAnalytics(db, caller, deps.consoleCache)))
  .openapi(
    ...handle(r.teamRoute, 'members', ({ db, caller, deps }) =>
      listTeamMembers(db, caller, deps.consoleCache),
    ),
  );
