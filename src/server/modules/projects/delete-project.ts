import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { AppError } from '../../../shared/errors';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { findProject } from './find-project';
import { projectPolicy } from './policy';

/** docs/product.md#roles-and-what-each-sees: admins delete any project; a client only their own rejected ones. */
export async function deleteProject(db: Database, caller: Caller, id: string): Promise<void> {
  const project = await asCaller(db, caller, async (tx) => {
    const found = await findProject(tx, id, { forUpdate: true });
    projectPolicy.assertCanDelete(caller, found);
    const deleted = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
    // Row-level security has the last word: nothing deleted means not allowed.
    if (deleted.length === 0)
      throw new AppError('PERMISSION', { message: 'projects:errors.noPermissionDelete' });
    return found;
  });
  // Deletions are security events (docs/product.md#records-and-fields security_logs; the decision 0010 security screen).
  await recordSecurityEvent(db, 'project_deleted', {
    userId: caller.id,
    details: { project_id: project.id, name: project.name, owner_id: project.userId },
  });
}
