import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectMembers } from '../../db/schema/project-members';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { findProject } from '../projects/find-project';
import { recordActivity } from '../projects/record-activity';
import { memberPolicy } from './policy';

/** Removes a collaborator (owner or admin), or the caller leaves. The activity log records it. */
export async function removeMember(
  db: Database,
  caller: Caller,
  projectId: string,
  userId: string,
): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId);
    memberPolicy.assertCanRemove(caller, project, userId);
    const [member] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    if (!member) throw new AppError('NOT_FOUND', { message: 'projects:members.errors.notMember' });
    const leaving = userId === caller.id;
    // Logged while the caller is still a member: one who leaves may no longer write to the log after.
    await recordActivity(tx, {
      projectId,
      userId: caller.id,
      action: leaving ? 'member_left' : 'member_removed',
      key: leaving ? 'projects:activity.memberLeft' : 'projects:activity.memberRemoved',
      params: { user: member.fullName || member.email },
    });
    const deleted = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .returning({ userId: projectMembers.userId });
    // Row-level security has the last word: nothing deleted means not allowed.
    if (deleted.length === 0) {
      throw new AppError('PERMISSION', { message: 'projects:members.errors.noPermission' });
    }
  });
}
