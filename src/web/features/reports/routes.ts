import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The reports feature's screen, ready for the router (a child of the 'app' layout route). */
export const reportsRoutes: FeatureRoute[] = [
  { id: 'reports', path: paths.app.reports.path, lazy: () => import('./routes/reports') },
];
