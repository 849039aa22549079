import { and, asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import type { Comment } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { presentThreads } from './present-comment';

/** Top-level comments of a project (optionally one phase), each with its replies, oldest first. */
export async function listComments(
  db: Database,
  caller: Caller,
  projectId: string,
  phaseKey?: string,
): Promise<Comment[]> {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    const rows = await tx
      .select({ comment: comments, author: users.fullName })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.projectId, projectId), phaseKey ? eq(comments.phaseKey, phaseKey) : undefined))
      .orderBy(asc(comments.timestamp));
    return presentThreads(rows, caller);
  });
}
