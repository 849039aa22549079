import { desc, eq, inArray } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { comments } from '../../../db/schema/comments';
import { projectActivityLog, projectMetrics } from '../../../db/schema/project-activity';
import { projectFiles } from '../../../db/schema/project-files';
import { projectPhases } from '../../../db/schema/project-phases';
import { projects } from '../../../db/schema/projects';
import { taskDependencies, tasks } from '../../../db/schema/tasks';
import { tickets } from '../../../db/schema/tickets';
import { users } from '../../../db/schema/users';

/** docs/product.md#limits: how many rows of each kind the assistant's system prompt carries, newest first. */
export const SNAPSHOT_LIMITS = {
  projects: 10,
  users: 10,
  tickets: 10,
  tasks: 20,
  phases: 10,
  metrics: 20,
  activities: 15,
  attachments: 10,
  comments: 15,
  dependencies: 10,
} as const;

/**
 * The snapshot's ten reads, not yet run (a Drizzle query runs when awaited): the product's (docs/product.md#limits) newest rows
 * of each kind. The assistant benchmark times and explains them one by one.
 */
export function snapshotQueries(tx: Tx, role: Caller['role']) {
  const L = SNAPSHOT_LIMITS;
  return {
    projects: tx
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        approval: projects.approvalStatus,
        progress: projects.progress,
        technologies: projects.technologies,
        created_at: projects.createdAt,
      })
      .from(projects)
      .orderBy(desc(projects.updatedAt))
      .limit(L.projects),
    users: tx
      .select({ id: users.id, name: users.fullName, email: users.email, role: users.role })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(L.users),
    tickets: tx
      .select({
        id: tickets.id,
        subject: tickets.asunto,
        state: tickets.estado,
        priority: tickets.prioridad,
        created_at: tickets.createdAt,
      })
      .from(tickets)
      .orderBy(desc(tickets.updatedAt))
      .limit(L.tickets),
    tasks: tx
      .select({
        id: tasks.id,
        project_id: tasks.projectId,
        phase_id: tasks.phaseId,
        title: tasks.title,
        status: tasks.status,
        priority: tasks.priority,
        due_date: tasks.dueDate,
      })
      .from(tasks)
      // A client's tasks through the projects they read (row-level security still decides, for
      // both): their few projects lead to their tasks by index instead of row-level security's
      // filter over every task. An admin reads every task: the newest by index (bench/README.md).
      .where(
        role === 'admin'
          ? undefined
          : inArray(tasks.projectId, tx.select({ id: projects.id }).from(projects)),
      )
      .orderBy(desc(tasks.updatedAt))
      .limit(L.tasks),
    phases: tx
      .select({
        id: projectPhases.id,
        project_id: projectPhases.projectId,
        name: projectPhases.name,
        status: projectPhases.status,
        order: projectPhases.phaseOrder,
        end_date: projectPhases.endDate,
      })
      .from(projectPhases)
      .orderBy(desc(projectPhases.updatedAt))
      .limit(L.phases),
    metrics: tx
      .select({
        project_id: projectMetrics.projectId,
        date: projectMetrics.metricDate,
        completion: projectMetrics.completionPercentage,
        tasks: projectMetrics.taskCount,
        completed: projectMetrics.completedTasks,
      })
      .from(projectMetrics)
      .orderBy(desc(projectMetrics.metricDate))
      .limit(L.metrics),
    activities: tx
      .select({
        project_id: projectActivityLog.projectId,
        action: projectActivityLog.action,
        description: projectActivityLog.description,
        at: projectActivityLog.createdAt,
      })
      .from(projectActivityLog)
      .orderBy(desc(projectActivityLog.createdAt))
      .limit(L.activities),
    attachments: tx
      .select({
        project_id: projectFiles.projectId,
        name: projectFiles.fileName,
        type: projectFiles.mimeType,
        at: projectFiles.uploadedAt,
      })
      .from(projectFiles)
      .orderBy(desc(projectFiles.uploadedAt))
      .limit(L.attachments),
    comments: tx
      .select({
        project_id: comments.projectId,
        phase: comments.phaseKey,
        content: comments.content,
        at: comments.timestamp,
      })
      .from(comments)
      .orderBy(desc(comments.timestamp))
      .limit(L.comments),
    dependencies: tx
      .select({ task_id: taskDependencies.taskId, depends_on: taskDependencies.dependsOnTaskId })
      .from(taskDependencies)
      .innerJoin(tasks, eq(tasks.id, taskDependencies.taskId))
      .orderBy(desc(taskDependencies.createdAt))
      .limit(L.dependencies),
  };
}

/**
 * The caller's data snapshot for the system prompt, read in the caller's transaction: row-level
 * security decides what is in it, exactly as it does for the rest of the API (a client's has only
 * their own and shared projects and what hangs from them; an admin's, the newest of everything).
 */
export async function buildSnapshot(tx: Tx, role: Caller['role']) {
  const q = snapshotQueries(tx, role);
  const rows = await Promise.all([
    q.projects,
    q.users,
    q.tickets,
    q.tasks,
    q.phases,
    q.metrics,
    q.activities,
    q.attachments,
    q.comments,
    q.dependencies,
  ]);
  return {
    projects: rows[0],
    users: rows[1],
    tickets: rows[2],
    tasks: rows[3],
    phases: rows[4],
    metrics: rows[5],
    activities: rows[6],
    attachments: rows[7],
    comments: rows[8],
    dependencies: rows[9],
  };
}
export type Snapshot = Awaited<ReturnType<typeof buildSnapshot>>;
