import { projectListKeys } from '@/web/lib/api/list-projects';

/** Query keys of this feature. */
export const phaseKeys = {
  all: ['phases'] as const,
  list: (projectId?: string) => [...phaseKeys.all, projectId ?? 'all'] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  list: (projectId?: string) => [...taskKeys.all, projectId ?? 'all'] as const,
  comments: (taskId: string) => [...taskKeys.all, 'comments', taskId] as const,
};

/**
 * The projects feature keeps its data under 'projects' (the project list's prefix, in
 * `lib/api/list-projects.ts`); phase and task changes move a project's progress, phases and
 * activity, so that prefix is refreshed too.
 */
export const PROJECTS_PREFIX = projectListKeys.all;
