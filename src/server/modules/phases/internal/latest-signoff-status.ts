import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { phaseSignoffs } from '../../../db/schema/phase-signoffs';
import { projectPhases } from '../../../db/schema/project-phases';
import type { SignoffStatus } from '../../../../shared/schemas/signoffs';

/** The status of a phase's latest sign-off (decision 0053), as a column of a phases query. */
export const latestSignoffStatusSql = sql<SignoffStatus | null>`(select s.status from ${phaseSignoffs} s
  where s.phase_id = ${projectPhases.id} order by s.submitted_at desc, s.round desc limit 1)`;

/** The same for one phase. */
export async function latestSignoffStatus(tx: Tx, phaseId: string): Promise<SignoffStatus | null> {
  const [row] = await tx
    .select({ status: latestSignoffStatusSql })
    .from(projectPhases)
    .where(eq(projectPhases.id, phaseId));
  return row?.status ?? null;
}
