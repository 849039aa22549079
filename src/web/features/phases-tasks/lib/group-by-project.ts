import { phaseProgress } from '@/shared/domain/progress';
import type { Phase, Task } from '@/shared/schemas/phases-tasks';

export interface ProjectGroup {
  projectId: string;
  projectName: string;
  phases: Phase[];
  /** Tasks by phase id; tasks without a phase under ''. */
  tasksByPhase: Map<string, Task[]>;
  taskCount: number;
  completedTasks: number;
  /** Finished phases / total phases, rounded (docs/product.md#lifecycles). */
  progress: number;
}

/**
 * A client's phases and tasks grouped by project (projects by name, phases by order, tasks by
 * due date then title), with each project's phase progress.
 */
export function groupByProject(phases: readonly Phase[], tasks: readonly Task[]): ProjectGroup[] {
  const groups = new Map<string, ProjectGroup>();
  const group = (projectId: string, projectName: string) => {
    let found = groups.get(projectId);
    if (!found) {
      found = {
        projectId,
        projectName,
        phases: [],
        tasksByPhase: new Map(),
        taskCount: 0,
        completedTasks: 0,
        progress: 0,
      };
      groups.set(projectId, found);
    }
    if (!found.projectName && projectName) found.projectName = projectName;
    return found;
  };
  for (const phase of phases) group(phase.project_id, phase.project_name ?? '').phases.push(phase);
  for (const task of tasks) {
    const target = group(task.project_id, task.project_name);
    const key = task.phase_id ?? '';
    target.tasksByPhase.set(key, [...(target.tasksByPhase.get(key) ?? []), task]);
    target.taskCount += 1;
    if (task.status === 'completed') target.completedTasks += 1;
  }
  const byDue = (a: Task, b: Task) =>
    (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') || a.title.localeCompare(b.title);
  return [...groups.values()]
    .map((g) => {
      g.phases.sort((a, b) => a.phase_order - b.phase_order);
      for (const list of g.tasksByPhase.values()) list.sort(byDue);
      return { ...g, progress: phaseProgress(g.phases) };
    })
    .sort((a, b) => a.projectName.localeCompare(b.projectName));
}

/** Tasks this one may depend on: the same project, not itself, not already a dependency. */
export function dependencyCandidates(
  task: Pick<Task, 'id' | 'project_id' | 'depends_on'>,
  tasks: readonly Task[],
): Task[] {
  return tasks.filter(
    (other) =>
      other.project_id === task.project_id && other.id !== task.id && !task.depends_on.includes(other.id),
  );
}
