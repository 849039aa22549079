import type { taskComments } from '../../db/schema/tasks';
import type { TaskComment } from '../../../shared/schemas/phases-tasks';

export function presentTaskComment(
  row: typeof taskComments.$inferSelect,
  authorName: string | null,
): TaskComment {
  return {
    id: row.id,
    task_id: row.taskId,
    user_id: row.userId,
    author_name: authorName ?? '',
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}
