import { paths } from '@/shared/paths';
import { projectPaths } from './lib/project-paths';

/**
 * The projects feature's screens, ready for the router (`app/router.tsx`, children of the 'app'
 * layout route). Every module exports `Component` and `handle` (its title key), like the shell's
 * own route modules. `role: 'admin'` screens also send clients to /dashboard themselves.
 */
export interface FeatureRoute {
  id: string;
  path: string;
  lazy: () => Promise<object>;
  role?: 'admin';
}

export const projectRoutes: FeatureRoute[] = [
  { id: 'projects', path: projectPaths.list.path, lazy: () => import('./routes/projects-list') },
  { id: 'projects-new', path: projectPaths.create.path, lazy: () => import('./routes/new-project') },
  { id: 'project-detail', path: projectPaths.detail.path, lazy: () => import('./routes/project-detail') },
  {
    id: 'projects-by-user',
    path: projectPaths.byUser.path,
    lazy: () => import('./routes/user-projects'),
    role: 'admin',
  },
  {
    id: 'admin-projects',
    path: paths.admin.projects.path,
    lazy: () => import('./routes/admin-projects'),
    role: 'admin',
  },
];
