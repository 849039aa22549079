import { paths } from '@/shared/paths';

/**
 * Paths of this feature that `config/paths.ts` does not list yet (to be moved there when the
 * routes are wired): the project page (decision 0005) and an admin's view of one user's projects.
 */
export const projectPaths = {
  list: paths.app.projects,
  create: paths.app.newProject,
  detail: {
    path: '/proyectos/detalle/:projectId',
    getHref: (projectId: string) => `/proyectos/detalle/${encodeURIComponent(projectId)}`,
  },
  byUser: {
    path: '/proyectos/:userId',
    getHref: (userId: string) => `/proyectos/${encodeURIComponent(userId)}`,
  },
  admin: paths.admin.projects,
  adminPhasesTasks: {
    path: paths.admin.phasesTasks.path,
    getHref: (projectId?: string) =>
      `${paths.admin.phasesTasks.getHref()}${projectId ? `?proyecto=${encodeURIComponent(projectId)}` : ''}`,
  },
  approvals: { getHref: () => paths.admin.dashboard.getHref('aprobar-proyectos') },
} as const;
