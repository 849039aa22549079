import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import { projects } from '../../db/schema/projects';
import { taskDependencies, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { iso } from '../../lib/dates';
import type { Task } from '../../../shared/schemas/phases-tasks';

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
  return rows.map(({ task, projectName, phaseName, assigneeName }) => ({
    id: task.id,
    project_id: task.projectId,
    project_name: projectName,
    phase_id: task.phaseId,
    phase_name: phaseName ?? null,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    assigned_to: task.assignedTo,
    assignee:
      task.assignedTo && assigneeName !== null ? { id: task.assignedTo, full_name: assigneeName } : null,
    assignee_name: assigneeName ?? null,
    due_date: task.dueDate,
    estimated_hours: task.estimatedHours,
    tags: task.tags,
    required_skills: task.requiredSkills,
    completion_percentage: task.completionPercentage,
    completed_at: iso(task.completedAt),
    created_by: task.createdBy,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    depends_on: deps.filter((d) => d.taskId === task.id).map((d) => d.dependsOnTaskId),
  }));
}

export function taskFilters(q: {
  project_id?: string;
  phase_id?: string;
  status?: 'pending' | 'completed';
  assigned_to?: string;
  created_from?: string;
}) {
  return and(
    q.project_id ? eq(tasks.projectId, q.project_id) : undefined,
    q.phase_id ? eq(tasks.phaseId, q.phase_id) : undefined,
    q.status ? eq(tasks.status, q.status) : undefined,
    q.assigned_to ? eq(tasks.assignedTo, q.assigned_to) : undefined,
    q.created_from ? gte(tasks.createdAt, new Date(`${q.created_from}T00:00:00Z`)) : undefined,
  );
}
