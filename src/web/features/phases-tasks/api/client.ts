import type { PhasesApi, TasksApi } from '@/server/app';
import { ApiError } from '@/web/lib/api-error';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed clients of the phases and tasks modules (Hono RPC, one per module: decision
 * 0004) with the options of `lib/api-client.ts` (UI language, same-origin cookies).
 */
/** Mounted at /api: '/phases', '/phases/{id}', '/projects/{id}/phases'. */
export const phasesClient = rpcClient<PhasesApi>('/api');
export const tasksClient = rpcClient<TasksApi>('/api/tasks');

/** docs/product.md#api-conventions: every phase and task call times out after 10 s. */
export const PHASE_TASK_TIMEOUT_MS = 10_000;

/**
 * Runs a phase or task call (request and body) under a 10 s limit, also ending with the query's
 * own signal. Past the limit it fails with TIMEOUT and projects:errors.timeout.
 */
export async function timed<T>(
  run: (options: { init: RequestInit }) => Promise<T>,
  signal?: AbortSignal,
  limitMs: number = PHASE_TASK_TIMEOUT_MS,
): Promise<T> {
  const timeout = AbortSignal.timeout(limitMs);
  try {
    return await run({ init: { signal: signal ? AbortSignal.any([signal, timeout]) : timeout } });
  } catch (error) {
    if (timeout.aborted)
      throw new ApiError({ code: 'TIMEOUT', message: i18n.t('projects:errors.timeout'), status: 504 });
    throw error;
  }
}

export type Operation =
  | 'loadPhases'
  | 'loadTasks'
  | 'loadProjects'
  | 'createPhase'
  | 'updatePhase'
  | 'deletePhase'
  | 'createTask'
  | 'updateTask'
  | 'completeTask'
  | 'deleteTask'
  | 'removeDependency'
  | 'loadTaskComments'
  | 'addTaskComment';

/** The label of 'Error en {{operation}}: …', already translated (see projects/api/client.ts). */
export function operation(key: Operation): string {
  return i18n.t(`projects:operations.${key}`);
}
