import type { Project } from '@/shared/schemas/projects';
import { useProjectList } from '@/web/lib/api/list-projects';
import { operation } from './client';

/** A project an invoice may belong to. */
export type BillingProject = Pick<Project, 'id' | 'name'>;

/** GET /api/projects?user_id=… (admins): the client's projects (up to 100), by name. */
export function useClientProjects(userId: string) {
  return useProjectList(
    { user_id: userId, limit: 100, sort: 'name', order: 'asc' },
    {
      enabled: userId !== '',
      select: ({ projects }): BillingProject[] => projects.map((p) => ({ id: p.id, name: p.name })),
      meta: { operation: operation('loadProjects') },
    },
  );
}
