import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { sameVersion, versionConflict } from '../../lib/record-version';
import type { completeTaskSchema } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { findTask } from './internal/find-task';
import { loadTask } from './internal/load-tasks';
import { taskPolicy } from './policy';

/** pending → completed with completion_percentage (default 100). */
export async function completeTask(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof completeTaskSchema>,
) {
  taskPolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const task = await findTask(tx, id);
    const project = await findProject(tx, task.projectId, { forUpdate: true });
    const [row] = await tx
      .update(tasks)
      .set({
        status: 'completed',
        completionPercentage: input.completion_percentage,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(sameVersion(tasks.id, id, tasks.version, input.version))
      .returning({ id: tasks.id });
    if (!row) throw versionConflict(await loadTask(tx, id));
    await recordActivity(tx, {
      projectId: project.id,
      userId: caller.id,
      action: 'task_completed',
      key: 'projects:activity.taskCompleted',
      params: { title: task.title },
    });
    await recomputeProgress(tx, project, caller.id);
    const completed = await loadTask(tx, id);
    await recordWebhookEvent(tx, 'task.completed', completed);
    return completed;
  });
}
