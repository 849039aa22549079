import { eq } from 'drizzle-orm';
import { asCaller, type Caller } from '../../db/client';
import { projectFiles } from '../../db/schema/project-files';
import { users } from '../../db/schema/users';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { recordActivity } from '../projects/record-activity';
import { findFile } from './internal/find-file';
import { filePolicy } from './policy';

/**
 * Deletes a file (its uploader or an admin): the row and the activity entry in one transaction,
 * then the stored bytes. Members see it go through the realtime change of the row.
 */
export async function deleteFile(deps: Pick<Deps, 'db' | 'files'>, caller: Caller, fileId: string) {
  const storageKey = await asCaller(deps.db, caller, async (tx) => {
    const { file } = await findFile(tx, fileId);
    filePolicy.assertCanDelete(caller, file);
    const [me] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    await recordActivity(tx, {
      projectId: file.projectId,
      userId: caller.id,
      action: 'file_deleted',
      key: 'files:activity.deleted',
      params: { user: me?.fullName || me?.email || '', file: file.fileName },
    });
    const deleted = await tx
      .delete(projectFiles)
      .where(eq(projectFiles.id, fileId))
      .returning({ key: projectFiles.storageKey });
    // Row-level security has the last word: nothing deleted means not allowed.
    if (deleted.length === 0) throw new AppError('PERMISSION', { message: 'files:errors.noPermission' });
    return deleted[0]!.key;
  });
  await deps.files.delete(storageKey);
}
