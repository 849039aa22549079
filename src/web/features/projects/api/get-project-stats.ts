import { useProjectStats as useSharedProjectStats } from '@/web/lib/api/project-stats';
import { operation } from './client';

/** The projects screen's counts (the app's one cached copy, `lib/api/project-stats.ts`). */
export function useProjectStats() {
  return useSharedProjectStats({ operation: operation('loadProjects') });
}
