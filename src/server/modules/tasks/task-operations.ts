import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, PHASE_TASK_TIMEOUT_MS, type Caller, type Database, type Tx } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import { tasks, type TaskRow } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type {
  completeTaskSchema,
  createTaskSchema,
  listTasksQuerySchema,
  updateTaskSchema,
} from '../../../shared/schemas/phases-tasks';
import { notify } from '../notifications/notify';
import { findProject } from '../projects/find-project';
import { projectPolicy } from '../projects/policy';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { loadTasks, taskFilters } from './load-tasks';

const opts = { timeoutMs: PHASE_TASK_TIMEOUT_MS };

export async function findTask(tx: Tx, id: string): Promise<TaskRow> {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, id));
  if (!task) throw new AppError('NOT_FOUND', { message: 'projects:errors.taskNotFound' });
  return task;
}

async function one(tx: Tx, id: string) {
  const [task] = await loadTasks(tx, eq(tasks.id, id), { limit: 1, offset: 0 });
  if (!task) throw new AppError('NOT_FOUND', { message: 'projects:errors.taskNotFound' });
  return task;
}

async function assertPhaseInProject(tx: Tx, phaseId: string | null | undefined, projectId: string) {
  if (!phaseId) return;
  const [phase] = await tx
    .select({ projectId: projectPhases.projectId })
    .from(projectPhases)
    .where(eq(projectPhases.id, phaseId));
  if (!phase || phase.projectId !== projectId)
    throw new AppError('BAD_REQUEST', { message: 'projects:errors.phaseMismatch' });
}

/** Tasks are assigned to the agency's team (admins). */
async function assertAssignable(tx: Tx, userId: string | null | undefined) {
  if (!userId) return;
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || user.role !== 'admin')
    throw new AppError('BAD_REQUEST', { message: 'projects:errors.assigneeInvalid' });
}

export async function listTasks(db: Database, caller: Caller, q: z.output<typeof listTasksQuerySchema>) {
  return asCaller(
    db,
    caller,
    async (tx) => {
      if (q.project_id) await findProject(tx, q.project_id);
      const where = taskFilters(q);
      const items = await loadTasks(tx, where, { limit: q.limit, offset: (q.page - 1) * q.limit });
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(tasks).where(where);
      return { tasks: items, total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) };
    },
    opts,
  );
}

export async function getTask(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, (tx) => one(tx, id), opts);
}

/** New tasks are pending, priority medium by default; the assignee is notified. */
export async function createTask(db: Database, caller: Caller, input: z.output<typeof createTaskSchema>) {
  projectPolicy.assertAdmin(caller);
  return asCaller(
    db,
    caller,
    async (tx) => {
      const project = await findProject(tx, input.project_id, { forUpdate: true });
      await assertPhaseInProject(tx, input.phase_id, project.id);
      await assertAssignable(tx, input.assigned_to);
      const title = input.title?.trim() || 'Nueva tarea';
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
      if (row!.assignedTo) await notifyAssignee(tx, caller, row!, project.name);
      await recomputeProgress(tx, project, caller.id);
      return one(tx, row!.id);
    },
    opts,
  );
}

async function notifyAssignee(tx: Tx, caller: Caller, task: TaskRow, projectName: string) {
  await notify(tx, [task.assignedTo!], {
    titleKey: 'projects:notify.taskAssignedTitle',
    messageKey: 'projects:notify.taskAssignedMessage',
    params: { task: task.title, project: projectName },
    type: 'info',
    category: 'project',
    actionUrl: '/admin/fases-tareas',
    senderId: caller.id,
    projectId: task.projectId,
  });
}

export async function updateTask(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateTaskSchema>,
) {
  projectPolicy.assertAdmin(caller);
  return asCaller(
    db,
    caller,
    async (tx) => {
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
        .where(eq(tasks.id, id))
        .returning();
      if (row!.assignedTo && row!.assignedTo !== task.assignedTo)
        await notifyAssignee(tx, caller, row!, project.name);
      return one(tx, id);
    },
    opts,
  );
}

/** pending → completed with completion_percentage (default 100). */
export async function completeTask(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof completeTaskSchema>,
) {
  projectPolicy.assertAdmin(caller);
  return asCaller(
    db,
    caller,
    async (tx) => {
      const task = await findTask(tx, id);
      const project = await findProject(tx, task.projectId, { forUpdate: true });
      await tx
        .update(tasks)
        .set({
          status: 'completed',
          completionPercentage: input.completion_percentage,
          completedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(tasks.id, id)));
      await recordActivity(tx, {
        projectId: project.id,
        userId: caller.id,
        action: 'task_completed',
        key: 'projects:activity.taskCompleted',
        params: { title: task.title },
      });
      await recomputeProgress(tx, project, caller.id);
      return one(tx, id);
    },
    opts,
  );
}

export async function deleteTask(db: Database, caller: Caller, id: string) {
  projectPolicy.assertAdmin(caller);
  await asCaller(
    db,
    caller,
    async (tx) => {
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
    },
    opts,
  );
}
