import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { phaseEvidence } from '../../db/schema/phase-evidence';
import { AppError } from '../../../shared/errors';
import { codeEvidencePolicy } from './policy';

/** An admin removes a phase's link (404 when there is none to remove). */
export async function unlinkEvidence(db: Database, caller: Caller, id: string): Promise<void> {
  codeEvidencePolicy.assertCanLink(caller);
  await asCaller(db, caller, async (tx) => {
    const removed = await tx
      .delete(phaseEvidence)
      .where(eq(phaseEvidence.id, id))
      .returning({ id: phaseEvidence.id });
    if (removed.length === 0)
      throw new AppError('NOT_FOUND', { message: 'projects:code.errors.linkNotFound' });
  });
}
