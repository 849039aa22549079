import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { projectPhases } from '../../../db/schema/project-phases';
import { isAdminUser } from '../../../lib/is-admin-user';
import { AppError } from '../../../../shared/errors';

/** A task's phase belongs to the task's project (what the form's schema cannot know). */
export async function assertPhaseInProject(tx: Tx, phaseId: string | null | undefined, projectId: string) {
  if (!phaseId) return;
  const [phase] = await tx
    .select({ projectId: projectPhases.projectId })
    .from(projectPhases)
    .where(eq(projectPhases.id, phaseId));
  if (!phase || phase.projectId !== projectId)
    throw new AppError('BAD_REQUEST', { message: 'projects:errors.phaseMismatch' });
}

/** Tasks are assigned to the agency's team (admins). */
export async function assertAssignable(tx: Tx, userId: string | null | undefined) {
  if (!userId) return;
  if (!(await isAdminUser(tx, userId)))
    throw new AppError('BAD_REQUEST', { message: 'projects:errors.assigneeInvalid' });
}
