import { and, asc, eq } from 'drizzle-orm';
import { asCaller, PHASE_TASK_TIMEOUT_MS, type Caller, type Database } from '../../db/client';
import { taskComments, taskDependencies } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { projectPolicy } from '../projects/policy';
import { findTask } from './task-operations';

const opts = { timeoutMs: PHASE_TASK_TIMEOUT_MS };

export async function listTaskComments(db: Database, caller: Caller, taskId: string) {
  return asCaller(
    db,
    caller,
    async (tx) => {
      await findTask(tx, taskId);
      const rows = await tx
        .select({ c: taskComments, author: users.fullName })
        .from(taskComments)
        .leftJoin(users, eq(users.id, taskComments.userId))
        .where(eq(taskComments.taskId, taskId))
        .orderBy(asc(taskComments.createdAt));
      return rows.map(({ c, author }) => ({
        id: c.id,
        task_id: c.taskId,
        user_id: c.userId,
        author_name: author ?? '',
        comment: c.comment,
        created_at: c.createdAt.toISOString(),
      }));
    },
    opts,
  );
}

/** Anyone who sees the task's project may comment on it, as themselves. */
export async function addTaskComment(db: Database, caller: Caller, taskId: string, comment: string) {
  return asCaller(
    db,
    caller,
    async (tx) => {
      await findTask(tx, taskId);
      const [row] = await tx.insert(taskComments).values({ taskId, userId: caller.id, comment }).returning();
      const [me] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, caller.id));
      return {
        id: row!.id,
        task_id: taskId,
        user_id: caller.id,
        author_name: me?.fullName ?? '',
        comment: row!.comment,
        created_at: row!.createdAt.toISOString(),
      };
    },
    opts,
  );
}

/** finish_to_start dependency inside one project; a cycle is refused (by the database too). */
export async function addDependency(db: Database, caller: Caller, taskId: string, dependsOn: string) {
  projectPolicy.assertAdmin(caller);
  return asCaller(
    db,
    caller,
    async (tx) => {
      const task = await findTask(tx, taskId);
      const other = await findTask(tx, dependsOn);
      if (task.projectId !== other.projectId)
        throw new AppError('BAD_REQUEST', { message: 'projects:errors.dependencyMismatch' });
      await tx
        .insert(taskDependencies)
        .values({ taskId, dependsOnTaskId: dependsOn, dependencyType: 'finish_to_start' })
        .onConflictDoNothing();
      const rows = await tx.select().from(taskDependencies).where(eq(taskDependencies.taskId, taskId));
      return rows.map((d) => ({
        task_id: d.taskId,
        depends_on_task_id: d.dependsOnTaskId,
        dependency_type: d.dependencyType,
      }));
    },
    opts,
  );
}

export async function removeDependency(db: Database, caller: Caller, taskId: string, dependsOn: string) {
  projectPolicy.assertAdmin(caller);
  await asCaller(
    db,
    caller,
    async (tx) => {
      await findTask(tx, taskId);
      await tx
        .delete(taskDependencies)
        .where(and(eq(taskDependencies.taskId, taskId), eq(taskDependencies.dependsOnTaskId, dependsOn)));
    },
    opts,
  );
}
