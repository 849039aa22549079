import { useQuery } from '@tanstack/react-query';
import type { Project } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { operation, projectsApi } from './client';
import { clientProjectKeys } from './query-keys';

/** A project an invoice may belong to. */
export type BillingProject = Pick<Project, 'id' | 'name'>;

/** GET /api/projects?user_id=… (admins): the client's projects (up to 100), by name. */
export async function listClientProjects(userId: string, signal?: AbortSignal): Promise<BillingProject[]> {
  const { projects } = await unwrap(
    projectsApi.index.$get(
      { query: { user_id: userId, limit: '100', sort: 'name', order: 'asc' } },
      { init: { signal: signal ?? null } },
    ),
  );
  return projects.map((p) => ({ id: p.id, name: p.name }));
}

export function useClientProjects(userId: string) {
  return useQuery({
    queryKey: clientProjectKeys.of(userId),
    queryFn: ({ signal }) => listClientProjects(userId, signal),
    enabled: userId !== '',
    staleTime: 60_000,
    meta: { operation: operation('loadProjects') },
  });
}
