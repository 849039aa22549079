import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { loadTask } from './internal/load-tasks';

export async function getTask(db: Database, caller: Caller, id: string) {
  return asPhaseTaskCaller(db, caller, (tx) => loadTask(tx, id));
}
