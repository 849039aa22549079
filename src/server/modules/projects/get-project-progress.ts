import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import { tasks } from '../../db/schema/tasks';
import { phaseProgress } from '../../../shared/domain/progress';
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
