import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** One module for the GitHub screens (one preload list in the entry). */
const dashboard = () => import('./routes/github-dashboard');

/** The GitHub feature's screens, ready for the router (children of the 'app' layout route). */
export const githubRoutes: FeatureRoute[] = [
  { id: 'github-dashboard', path: paths.app.githubDashboard.path, lazy: dashboard },
  // docs/product.md#screens-and-navigation: signed in only (the first guard); the screen answers anyone but an admin as not
  // found. The same module as the dashboard: one more screen, no more bytes on the first page.
  { id: 'user-github', path: paths.app.userGithub.path, lazy: dashboard },
  // The OAuth return, in the same chunk (one route less in the app's entry).
  {
    id: 'github-callback',
    path: paths.auth.githubCallback.path,
    lazy: () => dashboard().then((m) => m.callback),
  },
];
