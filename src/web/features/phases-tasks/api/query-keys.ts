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

export const projectOptionKeys = {
  list: (search: string) => ['phases-tasks', 'project-options', search] as const,
};

/**
 * The projects feature keeps its data under 'projects'; phase and task changes move a project's
 * progress, phases and activity, so that prefix is refreshed too (a key convention, not an import).
 */
export const PROJECTS_PREFIX = ['projects'] as const;
