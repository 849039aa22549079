import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { projectFiles, type ProjectFileRow } from '../../../db/schema/project-files';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';

/** The file and its uploader's name if the caller may see it (row-level security), else 404. */
export async function findFile(
  tx: Tx,
  id: string,
): Promise<{ file: ProjectFileRow; uploaderName: string | null }> {
  const [row] = await tx
    .select({ file: projectFiles, fullName: users.fullName, email: users.email })
    .from(projectFiles)
    .leftJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(eq(projectFiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'files:errors.notFound' });
  return { file: row.file, uploaderName: row.fullName || row.email || null };
}
