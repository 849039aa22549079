import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller, Tx } from '../../../db/client';
import { projectPhases, type PhaseRow } from '../../../db/schema/project-phases';
import type { ProjectRow } from '../../../db/schema/projects';
import { nextPhaseOrder } from '../../../../shared/domain/progress';
import type { createPhaseSchema } from '../../../../shared/schemas/phases-tasks';
import { recordActivity } from '../../projects/record-activity';

/** One new phase after the existing ones (unless an order is given), logged on the project. */
export async function insertPhase(
  tx: Tx,
  project: ProjectRow,
  caller: Caller,
  input: z.output<typeof createPhaseSchema>,
): Promise<PhaseRow> {
  const [current] = await tx
    .select({ top: max(projectPhases.phaseOrder) })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, project.id));
  const name = input.name || 'Nueva fase';
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
      milestoneAmount: input.milestone_amount ?? null,
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
