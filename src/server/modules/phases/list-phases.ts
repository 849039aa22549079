import { asc, eq, sql } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import { projects } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { findProject } from '../projects/find-project';
import { latestSignoffStatusSql } from './internal/latest-signoff-status';
import { presentPhase } from './present-phase';

/** Phases the caller can see (of one project, or of all their projects), by phase_order. */
export async function listPhases(db: Database, caller: Caller, projectId?: string) {
  return asPhaseTaskCaller(db, caller, async (tx) => {
    if (projectId) await findProject(tx, projectId);
    const rows = await tx
      .select({
        phase: projectPhases,
        projectName: projects.name,
        taskCount: sql<number>`(select count(*)::int from ${tasks} t where t.phase_id = ${projectPhases.id})`,
        completedTaskCount: sql<number>`(select count(*)::int from ${tasks} t where t.phase_id = ${projectPhases.id} and t.status = 'completed')`,
        signoffStatus: latestSignoffStatusSql,
      })
      .from(projectPhases)
      .innerJoin(projects, eq(projects.id, projectPhases.projectId))
      .where(projectId ? eq(projectPhases.projectId, projectId) : undefined)
      .orderBy(asc(projects.name), asc(projectPhases.phaseOrder))
      .limit(500);
    return rows.map((r) => presentPhase(r.phase, r));
  });
}
