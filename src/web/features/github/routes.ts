import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The GitHub feature's screen, ready for the router (a child of the 'app' layout route). */
export const githubRoutes: FeatureRoute[] = [
  {
    id: 'github-dashboard',
    path: paths.app.githubDashboard.path,
    lazy: () => import('./routes/github-dashboard'),
  },
];
