import { projectListKeys } from '@/web/lib/api/list-projects';
import { projectStatsKey } from '@/web/lib/api/project-stats';

/**
 * Query keys of this feature; everything under 'projects' is refreshed after a project changes.
 * The list's keys are those of the app's one project list (`lib/api/list-projects.ts`).
 */
export const projectKeys = {
  ...projectListKeys,
  count: () => [...projectKeys.all, 'count'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  progress: (id: string) => [...projectKeys.all, 'progress', id] as const,
  activity: (id: string) => [...projectKeys.all, 'activity', id] as const,
  comments: (id: string) => [...projectKeys.all, 'comments', id] as const,
  members: (id: string) => [...projectKeys.all, 'members', id] as const,
  technologies: () => [...projectKeys.all, 'technologies'] as const,
  stats: () => projectStatsKey,
};

export const approvalKeys = {
  all: ['approval-requests'] as const,
  pending: () => [...approvalKeys.all, 'pending'] as const,
};
