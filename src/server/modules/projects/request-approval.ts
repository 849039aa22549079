import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { paths } from '../../../shared/paths';
import { adminIds, notify } from '../notifications/notify';
import { findProject } from './find-project';
import { projectPolicy } from './policy';
import { presentProject } from './present-project';
import { recordActivity } from './record-activity';

/**
 * create_project_approval_request (p_project_id, p_request_notes): the owner asks again (a
 * rejected project goes back to pending); admins are notified.
 */
export async function requestApproval(db: Database, caller: Caller, id: string, notes: string | undefined) {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, id, { forUpdate: true });
    projectPolicy.assertCanRequestApproval(caller, project);
    const [row] = await tx
      .update(projects)
      .set({
        approvalStatus: 'pending',
        requestNotes: notes || null,
        requestedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(projects.id, id))
      .returning();
    await recordActivity(tx, {
      projectId: id,
      userId: caller.id,
      action: 'approval_requested',
      key: 'projects:activity.approvalRequested',
    });
    const [me] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    await notify(tx, await adminIds(tx), {
      titleKey: 'projects:notify.requestTitle',
      messageKey: 'projects:notify.requestMessage',
      params: { user: me?.fullName || me?.email || '', project: project.name },
      type: 'info',
      category: 'project',
      actionUrl: paths.admin.approvals.getHref(),
      senderId: caller.id,
      projectId: id,
    });
    return presentProject(row!, caller);
  });
}
