import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The analytics feature's screens, ready for the router (children of the 'app' layout route). */
export const analyticsRoutes: FeatureRoute[] = [
  {
    id: 'analytics',
    path: paths.app.analytics.path,
    lazy: () => import('./routes/analytics'),
    role: 'admin',
  },
];
