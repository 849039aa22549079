import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
import { phasesTasksRoutes } from '@/web/features/phases-tasks/routes';
import { projectRoutes } from '@/web/features/projects/routes';
import { billingRoutes } from '@/web/features/billing/routes';
import { ticketRoutes } from '@/web/features/tickets/routes';
import { inviteRoute } from '@/web/features/users-admin/routes';
import { analyticsRoutes } from '@/web/features/analytics/routes';
import { systemRoutes } from '@/web/features/system/routes';
import { teamRoutes } from '@/web/features/team/routes';
import { workspaceRoutes } from '@/web/features/workspace/routes';
import { LoadingScreen } from './errors/loading-screen';
import { RouteError } from './errors/route-error';
import { RootLayout } from './layouts/root-layout';

/**
 * Route table. Every screen is lazy (its own chunk). Features export their route objects
 * (projects, phases and tasks); screens not built yet are not registered, so their paths fall to
 * the not-found page until they land (see `navigation.ts` and `config/paths.ts`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        id: 'public',
        lazy: () => import('./layouts/public-layout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.legal.privacy.path, lazy: () => import('./routes/privacy') },
          { path: paths.legal.terms.path, lazy: () => import('./routes/terms') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        id: 'auth',
        lazy: () => import('./layouts/auth-layout'),
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/login') },
          { path: paths.auth.register.path, lazy: () => import('./routes/register') },
          { path: paths.auth.callback.path, lazy: () => import('./routes/auth-callback') },
          { path: paths.auth.resetPassword.path, lazy: () => import('./routes/reset-password') },
          { path: inviteRoute.path, lazy: inviteRoute.lazy },
        ],
      },
      {
        id: 'app',
        lazy: () => import('./layouts/app-layout'),
        children: [
          { path: paths.app.dashboard.path, lazy: () => import('./routes/dashboard') },
          { path: paths.app.profile.path, lazy: () => import('./routes/profile') },
          { path: paths.app.settings.path, lazy: () => import('./routes/settings') },
          { path: paths.admin.dashboard.path, lazy: () => import('./routes/admin-dashboard') },
          { path: '/admin/users', lazy: () => import('./routes/users-admin') },
          { path: '/user-management', lazy: () => import('./routes/users-admin') },
          ...[
            ...projectRoutes,
            ...phasesTasksRoutes,
            ...ticketRoutes,
            ...billingRoutes,
            ...analyticsRoutes,
            ...teamRoutes,
            ...workspaceRoutes,
            ...systemRoutes,
          ].map(({ id, path, lazy }) =>
            // The project page is composed in app/ (it shows the phases-tasks panel).
            id === 'project-detail'
              ? { id, path, lazy: () => import('./routes/project-detail') }
              : { id, path, lazy },
          ),
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
