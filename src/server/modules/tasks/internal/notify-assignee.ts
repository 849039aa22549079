import type { Caller, Tx } from '../../../db/client';
import type { TaskRow } from '../../../db/schema/tasks';
import { paths } from '../../../../shared/paths';
import { notify } from '../../notifications/notify';

/** The member a task is (re)assigned to hears about it. */
export async function notifyAssignee(tx: Tx, caller: Caller, task: TaskRow, projectName: string) {
  if (!task.assignedTo) return;
  await notify(tx, [task.assignedTo], {
    titleKey: 'projects:notify.taskAssignedTitle',
    messageKey: 'projects:notify.taskAssignedMessage',
    params: { task: task.title, project: projectName },
    type: 'info',
    category: 'project',
    actionUrl: paths.admin.phasesTasks.getHref(),
    senderId: caller.id,
    projectId: task.projectId,
  });
}
