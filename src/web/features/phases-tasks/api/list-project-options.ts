import type { Project, ProjectList } from '@/shared/schemas/projects';
import { useProjectList } from '@/web/lib/api/list-projects';
import { operation } from './client';

/** A project as the picker lists it: its owner's name (or e-mail) in place of the owner. */
export type ProjectOption = Pick<Project, 'id' | 'name' | 'progress'> & { owner: string | null };

const LIMIT = 100;

/** The picker's options of a page of the project list, and how many projects matched. */
export function toProjectOptions(list: ProjectList): { options: ProjectOption[]; total: number } {
  return {
    total: list.total,
    options: list.projects.map((p) => ({
      id: p.id,
      name: p.name,
      owner: p.owner?.full_name || p.owner?.email || null,
      progress: p.progress,
    })),
  };
}

/** The admin's project picker: GET /api/projects by name (first 100 matches). */
export function useProjectOptions(search: string) {
  return useProjectList(
    { search: search.trim() || undefined, sort: 'name', order: 'asc', limit: LIMIT },
    { select: toProjectOptions, keepPrevious: true, meta: { operation: operation('loadProjects') } },
  );
}
