import { paths } from '@/shared/paths';

/** Paths this feature links to (the project page comes from decision 0005; move to config/paths.ts when wired). */
export const phasesTasksPaths = {
  client: paths.app.phasesTasks,
  admin: {
    path: paths.admin.phasesTasks.path,
    getHref: (projectId?: string) =>
      `${paths.admin.phasesTasks.getHref()}${projectId ? `?proyecto=${encodeURIComponent(projectId)}` : ''}`,
  },
  projects: paths.app.projects,
  projectPage: (projectId: string) => `/proyectos/detalle/${encodeURIComponent(projectId)}`,
} as const;
