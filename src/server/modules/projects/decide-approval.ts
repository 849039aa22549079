import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { paths } from '../../../shared/paths';
import { notify } from '../notifications/notify';
import { findProject } from './find-project';
import { projectPolicy } from './policy';
import { presentProject } from './present-project';
import { recordActivity } from './record-activity';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';

/**
 * approve_project / reject_project (p_project_id, p_admin_notes): admin only, one transaction,
 * logged, and the owner is notified.
 */
export async function decideApproval(
  db: Database,
  caller: Caller,
  id: string,
  decision: 'approved' | 'rejected',
  adminNotes: string | undefined,
) {
  projectPolicy.assertCanDecide(caller);
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, id, { forUpdate: true });
    const [row] = await tx
      .update(projects)
      .set({
        approvalStatus: decision,
        approvedBy: decision === 'approved' ? caller.id : null,
        approvedAt: decision === 'approved' ? new Date() : null,
        adminNotes: adminNotes || null,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, id))
      .returning();
    await recordActivity(tx, {
      projectId: id,
      userId: caller.id,
      action: decision,
      key: decision === 'approved' ? 'projects:activity.approved' : 'projects:activity.rejected',
    });
    await notify(tx, [project.createdBy], {
      titleKey: decision === 'approved' ? 'projects:notify.approvedTitle' : 'projects:notify.rejectedTitle',
      messageKey:
        decision === 'approved' ? 'projects:notify.approvedMessage' : 'projects:notify.rejectedMessage',
      params: { project: project.name },
      type: decision === 'approved' ? 'success' : 'warning',
      category: 'project',
      actionUrl: paths.app.projectDetail.getHref(id),
      senderId: caller.id,
      projectId: id,
    });
    const presented = presentProject(row!, caller);
    await recordWebhookEvent(tx, 'approval.decided', presented);
    return presented;
  });
}
