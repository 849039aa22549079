import { asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectMetrics } from '../../db/schema/project-activity';
import { findProject } from './find-project';

/** The project's daily metrics, oldest first. */
export async function listProjectMetrics(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, id);
    const rows = await tx
      .select()
      .from(projectMetrics)
      .where(eq(projectMetrics.projectId, id))
      .orderBy(asc(projectMetrics.metricDate));
    return rows.map((m) => ({
      metric_date: m.metricDate,
      completion_percentage: m.completionPercentage,
      task_count: m.taskCount,
      completed_tasks: m.completedTasks,
    }));
  });
}
