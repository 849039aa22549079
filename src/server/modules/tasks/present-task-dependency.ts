import type { taskDependencies } from '../../db/schema/tasks';
import type { TaskDependency } from '../../../shared/schemas/phases-tasks';

export function presentTaskDependency(row: typeof taskDependencies.$inferSelect): TaskDependency {
  return {
    task_id: row.taskId,
    depends_on_task_id: row.dependsOnTaskId,
    dependency_type: row.dependencyType,
  };
}
