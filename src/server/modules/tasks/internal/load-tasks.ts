import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { projectPhases } from '../../../db/schema/project-phases';
import { projects } from '../../../db/schema/projects';
import { taskDependencies, tasks } from '../../../db/schema/tasks';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { Task } from '../../../../shared/schemas/phases-tasks';
import { presentTask } from '../present-task';

/** Tasks visible to the caller matching `where`, presented with project, phase, assignee and dependencies. */
export async function loadTasks(
  tx: Tx,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<Task[]> {
  const rows = await tx
    .select({
      task: tasks,
      projectName: projects.name,
      phaseName: projectPhases.name,
      assigneeName: users.fullName,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(projectPhases, eq(projectPhases.id, tasks.phaseId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(where)
    .orderBy(asc(tasks.status), asc(tasks.dueDate), asc(tasks.createdAt))
    .limit(paging.limit)
    .offset(paging.offset);
  const ids = rows.map((r) => r.task.id);
  const deps = ids.length
    ? await tx.select().from(taskDependencies).where(inArray(taskDependencies.taskId, ids))
    : [];
  return rows.map(({ task, ...names }) =>
    presentTask(
      task,
      names,
      deps.filter((d) => d.taskId === task.id).map((d) => d.dependsOnTaskId),
    ),
  );
}

/** One task as presented, read again after a change; 404 when the caller cannot see it. */
export async function loadTask(tx: Tx, id: string): Promise<Task> {
  const [task] = await loadTasks(tx, eq(tasks.id, id), { limit: 1, offset: 0 });
  if (!task) throw new AppError('NOT_FOUND', { message: 'projects:errors.taskNotFound' });
  return task;
}
