import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectPhases, type PhaseRow } from '../../db/schema/project-phases';
import { AppError } from '../../../shared/errors';

/** The phase if the caller may see it (row-level security), else 404. */
export async function findPhase(tx: Tx, id: string): Promise<PhaseRow> {
  // No row lock here: the project row is locked next, which serialises changes to its phases.
  const [phase] = await tx.select().from(projectPhases).where(eq(projectPhases.id, id));
  if (!phase) throw new AppError('NOT_FOUND', { message: 'projects:errors.phaseNotFound' });
  return phase;
}
