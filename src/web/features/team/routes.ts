import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The team feature's screens, ready for the router (children of the 'app' layout route). */
export const teamRoutes: FeatureRoute[] = [
  { id: 'team', path: paths.app.team.path, lazy: () => import('./routes/team'), role: 'admin' },
];
