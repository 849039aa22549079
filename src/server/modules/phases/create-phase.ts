import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import type { createPhaseSchema } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { insertPhase } from './internal/insert-phase';
import { phasePolicy } from './policy';
import { presentPhase } from './present-phase';

/**
 * create_phase_with_validation: admin only; name defaults to 'Nueva fase', phase_order to the
 * current maximum + 1; progress recomputed; the phase re-read by id.
 */
export async function createPhase(
  db: Database,
  caller: Caller,
  projectId: string,
  input: z.output<typeof createPhaseSchema>,
) {
  phasePolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId, { forUpdate: true });
    const created = await insertPhase(tx, project, caller, input);
    await recomputeProgress(tx, project, caller.id);
    const [reread] = await tx.select().from(projectPhases).where(eq(projectPhases.id, created.id));
    return presentPhase(reread!, { projectName: project.name });
  });
}
