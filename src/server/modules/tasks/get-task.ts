import { asCaller, PHASE_TASK_TIMEOUT_MS, type Caller, type Database } from '../../db/client';
import { loadTask } from './load-tasks';

export async function getTask(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, (tx) => loadTask(tx, id), { timeoutMs: PHASE_TASK_TIMEOUT_MS });
}
