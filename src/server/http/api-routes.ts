import { createRouter } from '../lib/router';
import { adminRoutes, insightsRoutes } from '../modules/admin/routes';
import { apiTokensRoutes } from '../modules/api-tokens/routes';
import { approvalsRoutes } from '../modules/approvals/routes';
import { assistantRoutes } from '../modules/assistant/routes';
import { assistantMemoryRoutes } from '../modules/assistant-memory/routes';
import { calendarRoutes } from '../modules/calendar/routes';
import { chatRoutes } from '../modules/chat/routes';
import { commentsRoutes } from '../modules/comments/routes';
import { documentsRoutes } from '../modules/documents/routes';
import { githubRoutes } from '../modules/github/routes';
import { codeEvidenceRoutes } from '../modules/code-evidence/routes';
import { healthRoutes } from '../modules/health/routes';
import { helpRoutes } from '../modules/help/routes';
import { tutorialsRoutes } from '../modules/tutorials/routes';
import { meRoutes } from '../modules/me/routes';
import { filesRoutes } from '../modules/files/routes';
import { membersRoutes } from '../modules/members/routes';
import { notificationSettingsRoutes } from '../modules/notification-settings/routes';
import { notificationsRoutes } from '../modules/notifications/routes';
import { paymentsRoutes } from '../modules/payments/routes';
import { phasesRoutes } from '../modules/phases/routes';
import { presenceRoutes } from '../modules/presence/routes';
import { preferencesRoutes } from '../modules/preferences/routes';
import { projectsRoutes } from '../modules/projects/routes';
import { publicConfigRoutes } from '../modules/public-config/routes';
import { googleCalendarRoutes } from '../modules/google-calendar/routes';
import { reportsRoutes } from '../modules/reports/routes';
import { invitationsRoutes } from '../modules/invitations/routes';
import { sessionsRoutes } from '../modules/sessions/routes';
import { signoffsRoutes } from '../modules/signoffs/routes';
import { siteCareRoutes } from '../modules/site-care/routes';
import { ticketsRoutes } from '../modules/tickets/routes';
import { usersRoutes } from '../modules/users/routes';
import { viewAsRoutes } from '../modules/view-as/routes';
import { staffRoutes } from '../modules/staff/routes';
import { tasksRoutes } from '../modules/tasks/routes';
import { webhooksRoutes } from '../modules/webhooks/routes';
import { workspaceRoutes } from '../modules/workspace/routes';

/** The foundation routes, chained: their RPC type is `AppType` (./rpc-types.ts). */
export function foundationRoutes() {
  return createRouter()
    .basePath('/api')
    .route('/health', healthRoutes)
    .route('/public-config', publicConfigRoutes)
    .route('/me', meRoutes)
    .route('/preferences', preferencesRoutes)
    .route('/notification-settings', notificationSettingsRoutes)
    .route('/sessions', sessionsRoutes);
}

/**
 * The whole API. Hono RPC types come per module (see docs/decisions/0004-rpc-types-per-module.md):
 * one chained type over every route exceeds what TypeScript can represent.
 */
export function createApiRoutes() {
  const api = foundationRoutes();
  // Mount through an untyped view: the RPC types come from each module instead.
  const mount = api as unknown as { route: (path: string, app: unknown) => unknown };
  mount.route('/projects', projectsRoutes);
  mount.route('/', phasesRoutes);
  mount.route('/', commentsRoutes);
  mount.route('/', membersRoutes);
  mount.route('/', filesRoutes);
  mount.route('/', chatRoutes);
  mount.route('/', documentsRoutes);
  mount.route('/', assistantRoutes);
  mount.route('/', assistantMemoryRoutes);
  mount.route('/tasks', tasksRoutes);
  mount.route('/approval-requests', approvalsRoutes);
  mount.route('/staff', staffRoutes);
  mount.route('/notifications', notificationsRoutes);
  mount.route('/users', usersRoutes);
  mount.route('/', viewAsRoutes);
  mount.route('/invitations', invitationsRoutes);
  mount.route('/tickets', ticketsRoutes);
  mount.route('/payments', paymentsRoutes);
  mount.route('/', adminRoutes);
  mount.route('/', insightsRoutes);
  mount.route('/', workspaceRoutes);
  mount.route('/presence', presenceRoutes);
  mount.route('/', calendarRoutes);
  mount.route('/', googleCalendarRoutes);
  mount.route('/', reportsRoutes);
  mount.route('/', githubRoutes);
  mount.route('/', helpRoutes);
  mount.route('/', tutorialsRoutes);
  mount.route('/', codeEvidenceRoutes);
  mount.route('/', signoffsRoutes);
  mount.route('/', siteCareRoutes);
  mount.route('/', webhooksRoutes);
  mount.route('/', apiTokensRoutes);
  return api;
}
