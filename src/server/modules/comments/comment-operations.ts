import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type { Comment, commentInputSchema } from '../../../shared/schemas/phases-tasks';
import { adminIds, notify } from '../notifications/notify';
import { findProject } from '../projects/find-project';
import { recordActivity } from '../projects/record-activity';

type Row = typeof comments.$inferSelect;
const flat = (c: Row, author: string | null) => ({
  id: c.id,
  project_id: c.projectId,
  phase_key: c.phaseKey,
  parent_id: c.parentId,
  user_id: c.userId,
  author_name: author ?? '',
  content: c.content,
  timestamp: c.timestamp.toISOString(),
});

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
      .select({ c: comments, author: users.fullName })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.projectId, projectId), phaseKey ? eq(comments.phaseKey, phaseKey) : undefined))
      .orderBy(asc(comments.timestamp));
    const byId = new Map(rows.map((r) => [r.c.id, r.c]));
    const rootOf = (c: Row): string => {
      let current = c;
      while (current.parentId && byId.has(current.parentId)) current = byId.get(current.parentId)!;
      return current.id;
    };
    return rows
      .filter((r) => r.c.parentId === null)
      .map((r) => ({
        ...flat(r.c, r.author),
        replies: rows
          .filter((x) => x.c.parentId !== null && rootOf(x.c) === r.c.id)
          .map((x) => flat(x.c, x.author)),
      }));
  });
}

/** A comment (or reply) as the caller; the owner and the admins are told, never the author. */
export async function addComment(
  db: Database,
  caller: Caller,
  projectId: string,
  input: z.output<typeof commentInputSchema>,
) {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId);
    if (input.parent_id) {
      const [parent] = await tx.select().from(comments).where(eq(comments.id, input.parent_id));
      if (!parent || parent.projectId !== projectId)
        throw new AppError('BAD_REQUEST', { message: 'projects:errors.parentMismatch' });
    }
    const [row] = await tx
      .insert(comments)
      .values({
        projectId,
        phaseKey: input.phase_key,
        parentId: input.parent_id ?? null,
        userId: caller.id,
        content: input.content,
      })
      .returning();
    const [me] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    await recordActivity(tx, {
      projectId,
      userId: caller.id,
      action: 'commented',
      key: 'projects:activity.commented',
    });
    await notify(tx, [project.createdBy, ...(await adminIds(tx))], {
      titleKey: 'projects:notify.commentTitle',
      messageKey: 'projects:notify.commentMessage',
      params: { user: me?.fullName || me?.email || '', project: project.name },
      type: 'info',
      category: 'project',
      actionUrl: `/proyectos/detalle/${projectId}`,
      senderId: caller.id,
      projectId,
    });
    return { ...flat(row!, me?.fullName ?? null), replies: [] };
  });
}

export async function deleteComment(db: Database, caller: Caller, id: string) {
  await asCaller(db, caller, async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, id));
    if (!row) throw new AppError('NOT_FOUND', { message: 'projects:errors.commentNotFound' });
    if (row.userId !== caller.id && caller.role !== 'admin') throw new AppError('PERMISSION');
    await tx.delete(comments).where(eq(comments.id, id));
  });
}
