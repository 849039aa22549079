import { eq } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { taskComments } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { findTask } from './internal/find-task';
import { presentTaskComment } from './present-task-comment';

/** Anyone who sees the task's project may comment on it, as themselves. */
export async function addTaskComment(db: Database, caller: Caller, taskId: string, comment: string) {
  return asPhaseTaskCaller(db, caller, async (tx) => {
    await findTask(tx, taskId);
    const [row] = await tx.insert(taskComments).values({ taskId, userId: caller.id, comment }).returning();
    const [me] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, caller.id));
    return presentTaskComment(row!, me?.fullName ?? null);
  });
}
