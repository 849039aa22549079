import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { STANDARD_PHASES } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { insertPhase } from './internal/insert-phase';
import { phasePolicy } from './policy';
import { presentPhase } from './present-phase';

/** The standard phases (UI Design, Maquetado, Contenido, Funcionalidades, SEO, Deploy) after the existing ones. */
export async function createStandardPhases(db: Database, caller: Caller, projectId: string) {
  phasePolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId, { forUpdate: true });
    const created = [];
    for (const name of STANDARD_PHASES) {
      created.push(await insertPhase(tx, project, caller, { name, description: '', status: 'pending' }));
    }
    await recomputeProgress(tx, project, caller.id);
    return created.map((p) => presentPhase(p, { projectName: project.name }));
  });
}
