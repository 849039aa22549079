import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';
import { inviteRoute } from '@/web/features/users-admin/routes';
import { LoadingScreen } from './errors/loading-screen';
import { createRouterOnLoadedRoutes } from './hydrating-router';
import { RouteError } from './errors/route-error';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { adminRoutes, signedInRoutes } from './route-table';

const toRoute = ({ id, path, lazy }: FeatureRoute): RouteObject => ({ id, path, lazy });

/**
 * Route table. Every screen is lazy (its own chunk). The signed-in screens come from
 * `route-table.ts`; those that need a role sit behind one `RequireRole` layout route, so a client
 * who opens an admin address lands on /dashboard without the screen ever rendering. Screens not
 * built yet are not registered, so their paths fall to the not-found page until they land (see
 * `navigation.ts`).
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
          // The public check of a phase acceptance's receipt (decision 0053): signed in or not.
          {
            path: paths.receipts.verifyOptionalDigest.path,
            lazy: () => import('@/web/features/signoffs/routes/verify-receipt'),
          },
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
          {
            path: paths.auth.linkedinCallback.path,
            lazy: () => import('./routes/auth-callback').then((m) => m.linkedin),
          },
          { path: paths.auth.resetPassword.path, lazy: () => import('./routes/reset-password') },
          toRoute(inviteRoute),
        ],
      },
      {
        id: 'app',
        lazy: () => import('./layouts/app-layout'),
        children: [
          ...signedInRoutes.filter((route) => !route.role).map(toRoute),
          { id: 'role-admin', element: <RequireRole role="admin" />, children: adminRoutes.map(toRoute) },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** The router for a page the server drew (see `hydrating-router.ts`). */
export function createHydratingRouter(): Promise<AppRouter> {
  return createRouterOnLoadedRoutes(routes);
}

/**
 * Resolves once the router has loaded the modules of the address it opened on (its lazy layouts
 * and screen): until then it would render the root's loading screen.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
