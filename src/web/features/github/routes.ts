import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The GitHub feature's screens (the dashboard and the OAuth return), ready for the router (a child of the 'app' layout route). */
export const githubRoutes: FeatureRoute[] = [
  {
    id: 'github-dashboard',
    path: paths.app.githubDashboard.path,
    lazy: () => import('./routes/github-dashboard'),
  },
  {
    id: 'github-callback',
    path: paths.auth.githubCallback.path,
    lazy: () => import('./routes/github-dashboard').then((m) => m.callback),
  },
];
