import { paths } from '@/shared/paths';

/** The system feature's screens (security log, environment), ready for the router. */
export const systemRoutes = [
  { id: 'admin-security', path: paths.admin.security.path, lazy: () => import('./routes/security') },
  { id: 'environment', path: paths.app.environment.path, lazy: () => import('./routes/environment') },
];
