import type { adminRoutes, insightsRoutes } from '../modules/admin/routes';
import type { apiTokensRoutes } from '../modules/api-tokens/routes';
import type { approvalsRoutes } from '../modules/approvals/routes';
import type { assistantRoutes } from '../modules/assistant/routes';
import type { assistantMemoryRoutes } from '../modules/assistant-memory/routes';
import type { calendarRoutes } from '../modules/calendar/routes';
import type { chatRoutes } from '../modules/chat/routes';
import type { commentsRoutes } from '../modules/comments/routes';
import type { documentsRoutes } from '../modules/documents/routes';
import type { githubRoutes } from '../modules/github/routes';
import type { codeEvidenceRoutes } from '../modules/code-evidence/routes';
import type { signoffsRoutes } from '../modules/signoffs/routes';
import type { siteCareRoutes } from '../modules/site-care/routes';
import type { helpRoutes } from '../modules/help/routes';
import type { tutorialsRoutes } from '../modules/tutorials/routes';
import type { filesRoutes } from '../modules/files/routes';
import type { membersRoutes } from '../modules/members/routes';
import type { notificationsRoutes } from '../modules/notifications/routes';
import type { paymentsRoutes } from '../modules/payments/routes';
import type { phasesRoutes } from '../modules/phases/routes';
import type { presenceRoutes } from '../modules/presence/routes';
import type { projectsRoutes } from '../modules/projects/routes';
import type { googleCalendarRoutes } from '../modules/google-calendar/routes';
import type { reportsRoutes } from '../modules/reports/routes';
import type { invitationsRoutes } from '../modules/invitations/routes';
import type { ticketsRoutes } from '../modules/tickets/routes';
import type { usersRoutes } from '../modules/users/routes';
import type { viewAsRoutes } from '../modules/view-as/routes';
import type { staffRoutes } from '../modules/staff/routes';
import type { tasksRoutes } from '../modules/tasks/routes';
import type { webhooksRoutes } from '../modules/webhooks/routes';
import type { workspaceRoutes } from '../modules/workspace/routes';
import type { foundationRoutes } from './api-routes';

/*
 * The web app's Hono RPC types, exported by the composition root (src/server/app.ts) as the web
 * imports them (docs/decisions/0004-rpc-types-per-module.md).
 */

/** RPC type of the foundation routes (`hc<AppType>(origin)`). */
export type AppType = ReturnType<typeof foundationRoutes>;
/** RPC types of the domain modules, each used as `hc<XApi>(origin + '/api/<mount>')`. */
export type ProjectsApi = typeof projectsRoutes;
export type PhasesApi = typeof phasesRoutes;
export type CommentsApi = typeof commentsRoutes;
export type MembersApi = typeof membersRoutes;
export type FilesApi = typeof filesRoutes;
export type DocumentsApi = typeof documentsRoutes;
export type TasksApi = typeof tasksRoutes;
export type ApprovalsApi = typeof approvalsRoutes;
export type StaffApi = typeof staffRoutes;
export type NotificationsApi = typeof notificationsRoutes;
export type UsersApi = typeof usersRoutes;
/** "View as client" (mounted at /api: /users/{id}/view-as, /view-as/exit, /me/portal-views). */
export type ViewAsApi = typeof viewAsRoutes;
export type InvitationsApi = typeof invitationsRoutes;
export type TicketsApi = typeof ticketsRoutes;
export type PaymentsApi = typeof paymentsRoutes;
export type AdminApi = typeof adminRoutes;
export type InsightsApi = typeof insightsRoutes;
export type WorkspaceApi = typeof workspaceRoutes;
export type PresenceApi = typeof presenceRoutes;
export type ChatApi = typeof chatRoutes;
export type AssistantApi = typeof assistantRoutes;
export type AssistantMemoryApi = typeof assistantMemoryRoutes;
export type CalendarApi = typeof calendarRoutes;
export type GoogleCalendarApi = typeof googleCalendarRoutes;
export type ReportsApi = typeof reportsRoutes;
export type GithubApi = typeof githubRoutes;
export type HelpApi = typeof helpRoutes;
export type TutorialsApi = typeof tutorialsRoutes;
export type CodeEvidenceApi = typeof codeEvidenceRoutes;
export type SignoffsApi = typeof signoffsRoutes;
/** Site care (mounted at /api: /projects/{id}/site-care…, /projects/{id}/care-hours, /care-hours/{id}; decision 0057). */
export type SiteCareApi = typeof siteCareRoutes;
/** Signed webhooks, admins only (mounted at /api: /webhooks/endpoints…, /webhooks/deliveries…). */
export type WebhooksApi = typeof webhooksRoutes;
/** Personal API tokens (mounted at /api: /api-tokens, /users/{id}/api-tokens; decision 0055). */
export type ApiTokensApi = typeof apiTokensRoutes;
