import { paths } from '@/shared/paths';

/** The analytics feature's screens, ready for the router (children of the 'app' layout route). */
export const analyticsRoutes = [
  { id: 'analytics', path: paths.app.analytics.path, lazy: () => import('./routes/analytics') },
];
