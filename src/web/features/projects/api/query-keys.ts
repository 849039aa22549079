import type { z } from 'zod';
import type { listProjectsQuerySchema } from '@/shared/schemas/projects';

/** The query of GET /api/projects (any field may be left out: the server has defaults). */
export type ProjectsQuery = Partial<z.output<typeof listProjectsQuerySchema>>;

/** Query keys of this feature; everything under 'projects' is refreshed after a project changes. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectsQuery) => [...projectKeys.lists(), query] as const,
  count: () => [...projectKeys.all, 'count'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  progress: (id: string) => [...projectKeys.all, 'progress', id] as const,
  activity: (id: string) => [...projectKeys.all, 'activity', id] as const,
  comments: (id: string) => [...projectKeys.all, 'comments', id] as const,
  members: (id: string) => [...projectKeys.all, 'members', id] as const,
  technologies: () => [...projectKeys.all, 'technologies'] as const,
  stats: () => [...projectKeys.all, 'stats'] as const,
};

export const approvalKeys = {
  all: ['approval-requests'] as const,
  pending: () => [...approvalKeys.all, 'pending'] as const,
};

/** SPEC §9: the project list is cached for 2 minutes. */
export const PROJECT_LIST_STALE_MS = 2 * 60_000;
