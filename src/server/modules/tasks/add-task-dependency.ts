import { eq } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { taskDependencies } from '../../db/schema/tasks';
import { AppError } from '../../../shared/errors';
import { findTask } from './internal/find-task';
import { taskPolicy } from './policy';
import { presentTaskDependency } from './present-task-dependency';

/** finish_to_start dependency inside one project; a cycle is refused (by the database too). */
export async function addTaskDependency(db: Database, caller: Caller, taskId: string, dependsOn: string) {
  taskPolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const task = await findTask(tx, taskId);
    const other = await findTask(tx, dependsOn);
    if (task.projectId !== other.projectId)
      throw new AppError('BAD_REQUEST', { message: 'projects:errors.dependencyMismatch' });
    await tx
      .insert(taskDependencies)
      .values({ taskId, dependsOnTaskId: dependsOn, dependencyType: 'finish_to_start' })
      .onConflictDoNothing();
    const rows = await tx.select().from(taskDependencies).where(eq(taskDependencies.taskId, taskId));
    return rows.map(presentTaskDependency);
  });
}
