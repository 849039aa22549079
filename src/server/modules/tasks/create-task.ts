import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import type { createTaskSchema } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { assertAssignable, assertPhaseInProject } from './internal/assert-task-references';
import { loadTask } from './internal/load-tasks';
import { notifyAssignee } from './internal/notify-assignee';
import { taskPolicy } from './policy';

/** New tasks are pending, priority medium by default; the assignee is notified. */
export async function createTask(db: Database, caller: Caller, input: z.output<typeof createTaskSchema>) {
  taskPolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const project = await findProject(tx, input.project_id, { forUpdate: true });
    await assertPhaseInProject(tx, input.phase_id, project.id);
    await assertAssignable(tx, input.assigned_to);
    const title = input.title || 'Nueva tarea';
    const [row] = await tx
      .insert(tasks)
      .values({
        projectId: project.id,
        phaseId: input.phase_id ?? null,
        title,
        description: input.description,
        priority: input.priority,
        status: 'pending',
        assignedTo: input.assigned_to ?? null,
        dueDate: input.due_date ?? null,
        estimatedHours: input.estimated_hours ?? null,
        tags: input.tags,
        requiredSkills: input.required_skills,
        createdBy: caller.id,
      })
      .returning();
    await recordActivity(tx, {
      projectId: project.id,
      userId: caller.id,
      action: 'task_created',
      key: 'projects:activity.taskCreated',
      params: { title },
    });
    await notifyAssignee(tx, caller, row!, project.name);
    await recomputeProgress(tx, project, caller.id);
    return loadTask(tx, row!.id);
  });
}
