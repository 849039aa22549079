import { eq } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { findTask } from './internal/find-task';
import { taskPolicy } from './policy';

/** Deleting a task is logged and recomputes the project's progress. */
export async function deleteTask(db: Database, caller: Caller, id: string): Promise<void> {
  taskPolicy.assertCanManage(caller);
  await asPhaseTaskCaller(db, caller, async (tx) => {
    const task = await findTask(tx, id);
    const project = await findProject(tx, task.projectId, { forUpdate: true });
    await tx.delete(tasks).where(eq(tasks.id, id));
    await recordActivity(tx, {
      projectId: project.id,
      userId: caller.id,
      action: 'task_deleted',
      key: 'projects:activity.taskDeleted',
      params: { title: task.title },
    });
    await recomputeProgress(tx, project, caller.id);
  });
}
