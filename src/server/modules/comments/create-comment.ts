import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type { Comment, commentInputSchema } from '../../../shared/schemas/phases-tasks';
import { adminIds, notify } from '../notifications/notify';
import { findProject } from '../projects/find-project';
import { recordActivity } from '../projects/record-activity';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { presentComment } from './present-comment';

/** A comment (or reply) as the caller; the owner and the admins are told, never the author. */
export async function createComment(
  db: Database,
  caller: Caller,
  projectId: string,
  input: z.output<typeof commentInputSchema>,
): Promise<Comment> {
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
      actionUrl: paths.app.projectDetail.getHref(projectId),
      senderId: caller.id,
      projectId,
    });
    const comment = { ...presentComment(row!, me?.fullName ?? null, caller), replies: [] };
    await recordWebhookEvent(tx, 'comment.created', comment);
    return comment;
  });
}
