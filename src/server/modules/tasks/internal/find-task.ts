import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { tasks, type TaskRow } from '../../../db/schema/tasks';
import { AppError } from '../../../../shared/errors';

/** The task if the caller may see it (row-level security), else 404. */
export async function findTask(tx: Tx, id: string): Promise<TaskRow> {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, id));
  if (!task) throw new AppError('NOT_FOUND', { message: 'projects:errors.taskNotFound' });
  return task;
}
