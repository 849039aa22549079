import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectFiles } from '../../db/schema/project-files';
import { users } from '../../db/schema/users';
import { pageMeta, pageOffset } from '../../../shared/schemas/common';
import type { FileList, fileListQuerySchema } from '../../../shared/schemas/files';
import { findProject } from '../projects/find-project';
import { presentFile } from './present-file';

/** A project's files, newest first, a page at a time. Members only (else 404). */
export async function listFiles(
  db: Database,
  caller: Caller,
  projectId: string,
  query: z.output<typeof fileListQuerySchema>,
): Promise<FileList> {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    const where = eq(projectFiles.projectId, projectId);
    const [total] = await tx.select({ n: count() }).from(projectFiles).where(where);
    const rows = await tx
      .select({ file: projectFiles, fullName: users.fullName, email: users.email })
      .from(projectFiles)
      .leftJoin(users, eq(users.id, projectFiles.uploadedBy))
      .where(where)
      .orderBy(desc(projectFiles.uploadedAt), desc(projectFiles.id))
      .limit(query.limit)
      .offset(pageOffset(query));
    return {
      files: rows.map((r) => presentFile(caller, r.file, r.fullName || r.email || null)),
      ...pageMeta(total?.n ?? 0, query),
    };
  });
}
