import { desc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectActivityLog } from '../../db/schema/project-activity';
import { users } from '../../db/schema/users';
import { findProject } from './find-project';

/** The project's activity log, newest first, with each entry's author. */
export async function listProjectActivity(db: Database, caller: Caller, id: string, limit: number) {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, id);
    const rows = await tx
      .select({ entry: projectActivityLog, author: users.fullName })
      .from(projectActivityLog)
      .leftJoin(users, eq(users.id, projectActivityLog.userId))
      .where(eq(projectActivityLog.projectId, id))
      .orderBy(desc(projectActivityLog.createdAt))
      .limit(limit);
    return rows.map(({ entry, author }) => ({
      id: entry.id,
      action: entry.action,
      description: entry.description,
      metadata: entry.metadata as Record<string, unknown>,
      user_id: entry.userId,
      author_name: author ?? null,
      created_at: entry.createdAt.toISOString(),
    }));
  });
}
