import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';
import { analyticsRoutes } from '@/web/features/analytics/routes';
import { assistantRoutes } from '@/web/features/assistant/routes';
import { billingRoutes } from '@/web/features/billing/routes';
import { calendarRoutes } from '@/web/features/calendar/routes';
import { githubRoutes } from '@/web/features/github/routes';
import { phasesTasksRoutes } from '@/web/features/phases-tasks/routes';
import { projectRoutes } from '@/web/features/projects/routes';
import { reportsRoutes } from '@/web/features/reports/routes';
import { systemRoutes } from '@/web/features/system/routes';
import { teamRoutes } from '@/web/features/team/routes';
import { ticketRoutes } from '@/web/features/tickets/routes';
import { webhooksRoutes } from '@/web/features/webhooks/routes';
import { workspaceRoutes } from '@/web/features/workspace/routes';

/** The shell's own signed-in screens (they compose several features). */
const shellRoutes: FeatureRoute[] = [
  { id: 'dashboard', path: paths.app.dashboard.path, lazy: () => import('./routes/dashboard') },
  { id: 'profile', path: paths.app.profile.path, lazy: () => import('./routes/profile') },
  { id: 'settings', path: paths.app.settings.path, lazy: () => import('./routes/settings') },
  {
    id: 'admin',
    path: paths.admin.dashboard.path,
    lazy: () => import('./routes/admin-dashboard'),
    role: 'admin',
  },
  {
    id: 'admin-users',
    path: paths.admin.users.path,
    lazy: () => import('./routes/users-admin'),
    role: 'admin',
  },
  // A project's collaboration space (decision 0017): members reach the first two (row-level security
  // answers 404 to anyone else); the agency's view is for admins.
  {
    id: 'collaboration',
    path: paths.app.collaboration.path,
    lazy: () => import('./routes/collaboration'),
  },
  {
    id: 'collaboration-client',
    path: paths.app.collaborationClient.path,
    lazy: () => import('./routes/collaboration'),
  },
  {
    id: 'collaboration-admin',
    path: paths.app.collaborationAdmin.path,
    lazy: () => import('./routes/collaboration'),
    role: 'admin',
  },
  {
    id: 'user-management',
    path: paths.admin.userManagement.path,
    lazy: () => import('./routes/users-admin'),
    role: 'admin',
  },
];

/**
 * Every screen of the signed-in layout, with the role it needs (data only, no React: the
 * end-to-end suite walks it too). The project page is composed here (decision 0009: it shows
 * the phases-tasks panel).
 */
export const signedInRoutes: FeatureRoute[] = [
  ...shellRoutes,
  ...[
    ...projectRoutes,
    ...phasesTasksRoutes,
    ...ticketRoutes,
    ...billingRoutes,
    ...analyticsRoutes,
    ...teamRoutes,
    ...workspaceRoutes,
    ...systemRoutes,
    ...calendarRoutes,
    ...assistantRoutes,
    ...reportsRoutes,
    ...githubRoutes,
    ...webhooksRoutes,
  ].map((route) =>
    route.id === 'project-detail' ? { ...route, lazy: () => import('./routes/project-detail') } : route,
  ),
];

/** The screens only admins may open (docs/product.md#screens-and-navigation; decision 0010). */
export const adminRoutes = signedInRoutes.filter((route) => route.role === 'admin');
