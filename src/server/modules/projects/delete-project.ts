import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { AppError } from '../../../shared/errors';
import { findProject } from './find-project';
import { projectPolicy } from './policy';

/** SPEC §6: admins delete any project; a client only their own rejected ones. */
export async function deleteProject(db: Database, caller: Caller, id: string): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, id, { forUpdate: true });
    projectPolicy.assertCanDelete(caller, project);
    const deleted = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
    // Row-level security has the last word: nothing deleted means not allowed.
    if (deleted.length === 0) throw new AppError('PERMISSION', { message: 'projects:errors.noPermissionDelete' });
  });
}
