import { phasesTasksPaths } from './lib/paths';

/**
 * The phases-tasks feature's screens, ready for the router (children of the 'app' layout
 * route). Each module exports `Component` and `handle` (title key), like the shell's own routes.
 */
export interface FeatureRoute {
  id: string;
  path: string;
  lazy: () => Promise<object>;
  role?: 'admin';
}

export const phasesTasksRoutes: FeatureRoute[] = [
  {
    id: 'phases-tasks',
    path: phasesTasksPaths.client.path,
    lazy: () => import('./routes/client-phases-tasks'),
  },
  {
    id: 'admin-phases-tasks',
    path: phasesTasksPaths.admin.path,
    lazy: () => import('./routes/admin-phases-tasks'),
    role: 'admin',
  },
];
