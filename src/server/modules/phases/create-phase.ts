import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, PHASE_TASK_TIMEOUT_MS, type Caller, type Database, type Tx } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import type { ProjectRow } from '../../db/schema/projects';
import { nextPhaseOrder } from '../../../shared/domain/progress';
import { STANDARD_PHASES, type createPhaseSchema } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { projectPolicy } from '../projects/policy';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { presentPhase } from './present-phase';

type Input = z.output<typeof createPhaseSchema>;

async function insertPhase(tx: Tx, project: ProjectRow, caller: Caller, input: Input) {
  const [current] = await tx
    .select({ top: max(projectPhases.phaseOrder) })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, project.id));
  const name = input.name?.trim() || 'Nueva fase';
  const [row] = await tx
    .insert(projectPhases)
    .values({
      projectId: project.id,
      name,
      description: input.description,
      phaseOrder: input.phase_order ?? nextPhaseOrder(current?.top ? [current.top] : []),
      status: input.status,
      startDate: input.start_date ?? null,
      endDate: input.end_date ?? null,
      createdBy: caller.id,
      completedAt: input.status === 'completed' ? new Date() : null,
    })
    .returning();
  await recordActivity(tx, {
    projectId: project.id,
    userId: caller.id,
    action: 'phase_created',
    key: 'projects:activity.phaseCreated',
    params: { name },
  });
  return row!;
}

/**
 * create_phase_with_validation: admin only; name defaults to 'Nueva fase', phase_order to the
 * current maximum + 1; progress recomputed; the phase re-read by id.
 */
export async function createPhase(db: Database, caller: Caller, projectId: string, input: Input) {
  projectPolicy.assertAdmin(caller);
  return asCaller(
    db,
    caller,
    async (tx) => {
      const project = await findProject(tx, projectId, { forUpdate: true });
      const created = await insertPhase(tx, project, caller, input);
      await recomputeProgress(tx, project, caller.id);
      const [reread] = await tx.select().from(projectPhases).where(eq(projectPhases.id, created.id));
      return presentPhase(reread!, { projectName: project.name });
    },
    { timeoutMs: PHASE_TASK_TIMEOUT_MS },
  );
}

/** The standard phases (UI Design, Maquetado, Contenido, Funcionalidades, SEO, Deploy) after the existing ones. */
export async function createStandardPhases(db: Database, caller: Caller, projectId: string) {
  projectPolicy.assertAdmin(caller);
  return asCaller(
    db,
    caller,
    async (tx) => {
      const project = await findProject(tx, projectId, { forUpdate: true });
      const created = [];
      for (const name of STANDARD_PHASES) {
        created.push(await insertPhase(tx, project, caller, { name, description: '', status: 'pending' }));
      }
      await recomputeProgress(tx, project, caller.id);
      return created.map((p) => presentPhase(p, { projectName: project.name }));
    },
    { timeoutMs: PHASE_TASK_TIMEOUT_MS },
  );
}
