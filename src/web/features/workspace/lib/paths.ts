import { paths } from '@/shared/paths';

/**
 * Where the workspace and the custom dashboard link to. The project page is
 * /proyectos/detalle/{id} (decision 0005; /proyectos/{id} is an admin's view of one user's
 * projects); move it to config/paths.ts when that table lists it.
 */
export const workspacePaths = {
  projectPage: (projectId: string) => `/proyectos/detalle/${encodeURIComponent(projectId)}`,
  projects: paths.app.projects.getHref(),
  newProject: paths.app.newProject.getHref(),
  support: paths.app.support.getHref(),
  settings: paths.app.settings.getHref(),
  profile: paths.app.profile.getHref(),
  customDashboard: paths.app.dashboardCustom.getHref(),
} as const;
