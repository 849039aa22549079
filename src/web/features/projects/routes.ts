import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/**
 * The projects feature's screens, ready for the router (`app/route-table.ts`, children of the
 * 'app' layout route). The project page is composed in app/ (decision 0009).
 */
export const projectRoutes: FeatureRoute[] = [
  { id: 'projects', path: paths.app.projects.path, lazy: () => import('./routes/projects-list') },
  { id: 'projects-new', path: paths.app.newProject.path, lazy: () => import('./routes/new-project') },
  {
    id: 'project-detail',
    path: paths.app.projectDetail.path,
    lazy: () => import('./routes/project-detail'),
  },
  {
    id: 'projects-by-user',
    path: paths.app.projectsByUser.path,
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
