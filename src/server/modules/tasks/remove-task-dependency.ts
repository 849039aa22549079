import { and, eq } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { taskDependencies } from '../../db/schema/tasks';
import { findTask } from './internal/find-task';
import { taskPolicy } from './policy';

export async function removeTaskDependency(db: Database, caller: Caller, taskId: string, dependsOn: string) {
  taskPolicy.assertCanManage(caller);
  await asPhaseTaskCaller(db, caller, async (tx) => {
    await findTask(tx, taskId);
    await tx
      .delete(taskDependencies)
      .where(and(eq(taskDependencies.taskId, taskId), eq(taskDependencies.dependsOnTaskId, dependsOn)));
  });
}
