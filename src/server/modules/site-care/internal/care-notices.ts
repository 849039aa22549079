import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { projects } from '../../../db/schema/projects';
import { paths } from '../../../../shared/paths';
import { adminIds, notify, type NotificationEvent } from '../../notifications/notify';

type Notice = Pick<NotificationEvent, 'titleKey' | 'messageKey' | 'type' | 'isUrgent'> & {
  params: Record<string, string | number>;
};

/**
 * Tells the project's owner (the client) and the agency's admins about their site, in the portal
 * and by e-mail as each one's notification settings say (the notification copies job). The site's
 * own news: nobody caused it, so nobody is left out as its sender.
 */
export async function noticeToCare(tx: Tx, projectId: string, notice: Notice): Promise<void> {
  const [project] = await tx
    .select({ name: projects.name, owner: projects.createdBy })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return;
  await notify(tx, [project.owner, ...(await adminIds(tx))], {
    ...notice,
    params: { project: project.name, ...notice.params },
    category: 'project',
    actionUrl: paths.app.projectDetail.getHref(projectId),
    projectId,
  });
}
