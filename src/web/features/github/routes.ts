import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The GitHub feature's screen, ready for the router (a child of the 'app' layout route). */
export const githubRoutes: FeatureRoute[] = [
  {
    id: 'github-dashboard',
    path: paths.app.githubDashboard.path,
    lazy: () => import('./routes/github-dashboard'),
  },
  // SPEC §2: signed in only (the first guard); the screen answers anyone but an admin as not
  // found. The same module as the dashboard: one more screen, no more bytes on the first page.
  {
    id: 'user-github',
    path: paths.app.userGithub.path,
    lazy: () => import('./routes/github-dashboard'),
  },
];
