import { eq } from 'drizzle-orm';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { findPhase } from './find-phase';
import { phasePolicy } from './policy';

/** Deleting a phase is logged and recomputes the project's progress. */
export async function deletePhase(db: Database, caller: Caller, id: string): Promise<void> {
  phasePolicy.assertCanManage(caller);
  await asPhaseTaskCaller(db, caller, async (tx) => {
    const phase = await findPhase(tx, id);
    const project = await findProject(tx, phase.projectId, { forUpdate: true });
    await tx.delete(projectPhases).where(eq(projectPhases.id, id));
    await recordActivity(tx, {
      projectId: project.id,
      userId: caller.id,
      action: 'phase_deleted',
      key: 'projects:activity.phaseDeleted',
      params: { name: phase.name },
    });
    await recomputeProgress(tx, project, caller.id);
  });
}
