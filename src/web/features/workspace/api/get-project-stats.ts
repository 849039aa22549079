import { useProjectStats as useSharedProjectStats } from '@/web/lib/api/project-stats';
import { operation } from './client';

/** The stats widget's counts (the app's one cached copy, `lib/api/project-stats.ts`). */
export function useProjectStats() {
  return useSharedProjectStats({ operation: operation('loadStats'), silent: true });
}
