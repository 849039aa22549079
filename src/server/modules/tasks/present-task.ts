import type { TaskRow } from '../../db/schema/tasks';
import { iso } from '../../lib/dates';
import type { Task } from '../../../shared/schemas/phases-tasks';

export function presentTask(
  task: TaskRow,
  names: { projectName: string; phaseName: string | null; assigneeName: string | null },
  dependsOn: string[],
): Task {
  return {
    id: task.id,
    project_id: task.projectId,
    project_name: names.projectName,
    phase_id: task.phaseId,
    phase_name: names.phaseName ?? null,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    assigned_to: task.assignedTo,
    assignee:
      task.assignedTo && names.assigneeName !== null
        ? { id: task.assignedTo, full_name: names.assigneeName }
        : null,
    assignee_name: names.assigneeName ?? null,
    due_date: task.dueDate,
    estimated_hours: task.estimatedHours,
    tags: task.tags,
    required_skills: task.requiredSkills,
    completion_percentage: task.completionPercentage,
    completed_at: iso(task.completedAt),
    created_by: task.createdBy,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    version: task.version,
    depends_on: dependsOn,
  };
}
