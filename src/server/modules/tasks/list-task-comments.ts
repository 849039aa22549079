import { asc, eq } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { taskComments } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { findTask } from './internal/find-task';
import { presentTaskComment } from './present-task-comment';

/** Comments on a visible task, oldest first. */
export async function listTaskComments(db: Database, caller: Caller, taskId: string) {
  return asPhaseTaskCaller(db, caller, async (tx) => {
    await findTask(tx, taskId);
    const rows = await tx
      .select({ comment: taskComments, author: users.fullName })
      .from(taskComments)
      .leftJoin(users, eq(users.id, taskComments.userId))
      .where(eq(taskComments.taskId, taskId))
      .orderBy(asc(taskComments.createdAt));
    return rows.map((r) => presentTaskComment(r.comment, r.author));
  });
}
