import { asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectActivityLog, projectMetrics } from '../../db/schema/project-activity';
import { projectPhases } from '../../db/schema/project-phases';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { phaseProgress } from '../../../shared/domain/progress';
import { desc } from 'drizzle-orm';
import { findProject } from './find-project';

/** get_project_progress (project_uuid): phases and tasks done, and the percentage. */
export async function getProjectProgress(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, id);
    const phases = await tx
      .select({ status: projectPhases.status })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, id));
    const taskRows = await tx.select({ status: tasks.status }).from(tasks).where(eq(tasks.projectId, id));
    return {
      project_id: id,
      total_phases: phases.length,
      completed_phases: phases.filter((p) => p.status === 'completed').length,
      total_tasks: taskRows.length,
      completed_tasks: taskRows.filter((t) => t.status === 'completed').length,
      progress: phaseProgress(phases),
    };
  });
}

export async function listProjectActivity(db: Database, caller: Caller, id: string, limit: number) {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, id);
    const rows = await tx
      .select({ entry: projectActivityLog, author: users.fullName })
      .from(projectActivityLog)
      .leftJoin(users, eq(users.id, projectActivityLog.userId))
      .where(eq(projectActivityLog.projectId, id))
      .orderBy(desc(projectActivityLog.createdAt))
      .limit(limit);
    return rows.map(({ entry, author }) => ({
      id: entry.id,
      action: entry.action,
      description: entry.description,
      metadata: entry.metadata as Record<string, unknown>,
      user_id: entry.userId,
      author_name: author ?? null,
      created_at: entry.createdAt.toISOString(),
    }));
  });
}

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
