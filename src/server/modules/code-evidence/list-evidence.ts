import { asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { phaseEvidence } from '../../db/schema/phase-evidence';
import type { EvidenceLink } from '../../../shared/schemas/code-evidence';
import { findProject } from '../projects/find-project';
import { presentEvidence } from './present-evidence';

/** The links of a project's phases, for whoever reads the project (row-level security). */
export async function listEvidence(db: Database, caller: Caller, projectId: string): Promise<EvidenceLink[]> {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    const rows = await tx
      .select()
      .from(phaseEvidence)
      .where(eq(phaseEvidence.projectId, projectId))
      .orderBy(asc(phaseEvidence.createdAt), asc(phaseEvidence.id));
    return rows.map(presentEvidence);
  });
}
