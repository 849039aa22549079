import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { sameVersion, versionConflict } from '../../lib/record-version';
import type { updateTaskSchema } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { assertAssignable, assertPhaseInProject } from './internal/assert-task-references';
import { findTask } from './internal/find-task';
import { loadTask } from './internal/load-tasks';
import { notifyAssignee } from './internal/notify-assignee';
import { taskPolicy } from './policy';

/** Edit or (re)assign a task; a new assignee is notified. */
export async function updateTask(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateTaskSchema>,
) {
  taskPolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const task = await findTask(tx, id);
    const project = await findProject(tx, task.projectId);
    if (input.phase_id !== undefined) await assertPhaseInProject(tx, input.phase_id, task.projectId);
    if (input.assigned_to !== undefined) await assertAssignable(tx, input.assigned_to);
    const [row] = await tx
      .update(tasks)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.priority !== undefined && { priority: input.priority }),
        ...(input.phase_id !== undefined && { phaseId: input.phase_id }),
        ...(input.assigned_to !== undefined && { assignedTo: input.assigned_to }),
        ...(input.due_date !== undefined && { dueDate: input.due_date }),
        ...(input.estimated_hours !== undefined && { estimatedHours: input.estimated_hours }),
        ...(input.tags !== undefined && { tags: input.tags }),
        ...(input.required_skills !== undefined && { requiredSkills: input.required_skills }),
        updatedAt: new Date(),
      })
      .where(sameVersion(tasks.id, id, tasks.version, input.version))
      .returning();
    if (!row) throw versionConflict(await loadTask(tx, id));
    if (row.assignedTo !== task.assignedTo) await notifyAssignee(tx, caller, row, project.name);
    return loadTask(tx, id);
  });
}
