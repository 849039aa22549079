import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectMetrics } from '../../db/schema/project-activity';
import { projectPhases } from '../../db/schema/project-phases';
import { projectProgressHistory, projects, type ProjectRow } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { todayUtc } from '../../lib/dates';
import { phaseProgress } from '../../../shared/domain/progress';
import { paths } from '../../../shared/paths';
import { notify } from '../notifications/notify';

/**
 * After a phase or task change: progress = finished phases / total (rounded); when it changes the
 * project is updated, today's progressHistory entry replaced or added, and the owner notified.
 * Today's metrics row is refreshed either way.
 */
export async function recomputeProgress(tx: Tx, project: ProjectRow, actorId: string): Promise<number> {
  const phases = await tx
    .select({ status: projectPhases.status })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, project.id));
  const progress = phaseProgress(phases);
  const [taskCounts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')::int`,
    })
    .from(tasks)
    .where(eq(tasks.projectId, project.id));
  const today = todayUtc();
  await tx
    .insert(projectMetrics)
    .values({
      projectId: project.id,
      metricDate: today,
      completionPercentage: progress,
      taskCount: taskCounts?.total ?? 0,
      completedTasks: taskCounts?.completed ?? 0,
    })
    .onConflictDoUpdate({
      target: [projectMetrics.projectId, projectMetrics.metricDate],
      set: {
        completionPercentage: progress,
        taskCount: taskCounts?.total ?? 0,
        completedTasks: taskCounts?.completed ?? 0,
      },
    });
  if (progress === project.progress) return progress;

  await tx
    .update(projects)
    .set({ progress, completionPercentage: progress, updatedAt: new Date() })
    .where(eq(projects.id, project.id));
  await tx
    .insert(projectProgressHistory)
    .values({ projectId: project.id, date: today, progress })
    .onConflictDoUpdate({
      target: [projectProgressHistory.projectId, projectProgressHistory.date],
      set: { progress },
    });
  await notify(tx, [project.createdBy], {
    titleKey: 'projects:notify.progressTitle',
    messageKey: 'projects:notify.progressMessage',
    params: { project: project.name, progress },
    type: 'info',
    category: 'project',
    actionUrl: paths.app.projectDetail.getHref(project.id),
    senderId: actorId,
    projectId: project.id,
  });
  return progress;
}
