import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectMembers } from '../../db/schema/project-members';
import { users } from '../../db/schema/users';
import { paths } from '../../../shared/paths';
import type { addMemberSchema, ProjectMember } from '../../../shared/schemas/members';
import { notify } from '../notifications/notify';
import { findProject } from '../projects/find-project';
import { recordActivity } from '../projects/record-activity';
import { findCandidate } from './internal/find-candidate';
import { memberPolicy } from './policy';
import { presentMember } from './present-member';

/**
 * Adds a collaborator: the owner adds a client colleague by e-mail, an admin adds staff or a
 * client. The database refuses the 21st, the owner, a deactivated account and a kind that does
 * not match the role. The person added is told, and the project's activity records it.
 */
export async function addMember(
  db: Database,
  caller: Caller,
  projectId: string,
  input: z.output<typeof addMemberSchema>,
): Promise<ProjectMember> {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId);
    memberPolicy.assertCanManage(caller, project);
    memberPolicy.assertCanAddBy(caller, input);
    const candidate = await findCandidate(tx, caller, projectId, input);
    memberPolicy.assertCanAddAccount(caller, candidate);
    const [row] = await tx
      .insert(projectMembers)
      .values({
        projectId,
        userId: candidate.id,
        kind: candidate.role === 'admin' ? 'staff' : 'client',
        addedBy: caller.id,
      })
      .returning();
    const [me] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    const name = candidate.fullName || candidate.email;
    await recordActivity(tx, {
      projectId,
      userId: caller.id,
      action: 'member_added',
      key: 'projects:activity.memberAdded',
      params: { user: name },
    });
    await notify(tx, [candidate.id], {
      titleKey: 'projects:notify.memberAddedTitle',
      messageKey: 'projects:notify.memberAddedMessage',
      params: { user: me?.fullName || me?.email || '', project: project.name },
      type: 'info',
      category: 'project',
      actionUrl: paths.app.projectDetail.getHref(projectId),
      senderId: caller.id,
      projectId,
    });
    return presentMember(candidate, row!.kind, row!.createdAt);
  });
}
