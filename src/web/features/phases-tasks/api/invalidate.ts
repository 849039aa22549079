import type { QueryClient } from '@tanstack/react-query';
import { PROJECTS_PREFIX, phaseKeys, taskKeys } from './query-keys';

/** After any phase or task change: phases, tasks and the projects' progress and activity. */
export function invalidatePhasesAndTasks(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: phaseKeys.all });
  void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  void queryClient.invalidateQueries({ queryKey: PROJECTS_PREFIX });
}
