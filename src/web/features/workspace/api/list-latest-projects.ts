import { useProjectList } from '@/web/lib/api/list-projects';
import { operation } from './client';

/** GET /api/projects?limit=…: the caller's most recently updated projects (clients: their own). */
export function useLatestProjects(limit = 5) {
  return useProjectList(
    { limit, sort: 'updated_at', order: 'desc' },
    { meta: { operation: operation('loadProjects'), silent: true } },
  );
}
