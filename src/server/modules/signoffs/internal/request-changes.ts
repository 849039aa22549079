import { and, eq } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { phaseSignoffs } from '../../../db/schema/phase-signoffs';
import { projectPhases } from '../../../db/schema/project-phases';
import { taskComments, tasks } from '../../../db/schema/tasks';
import { translator } from '../../../lib/i18n';
import { AppError } from '../../../../shared/errors';
import { paths } from '../../../../shared/paths';
import { adminIds, notify } from '../../notifications/notify';
import { findProject } from '../../projects/find-project';
import { recomputeProgress } from '../../projects/recompute-progress';
import { recordActivity } from '../../projects/record-activity';
import { actAsAgency } from './act-as-agency';
import { languageOfUser } from '../../preferences/language-of-user';
import type { SignoffWithContext } from './load-signoffs';

/**
 * The owner asks for changes (decision 0053): the decision written as theirs (once, while
 * submitted); then, as the agency, the phase reopened and a high-priority task in it whose first
 * comment is the client's own words; the agency told.
 */
export async function requestChanges(
  tx: Tx,
  caller: Caller,
  sessionId: string | null,
  current: SignoffWithContext,
  comment: string,
): Promise<void> {
  const [won] = await tx
    .update(phaseSignoffs)
    .set({
      status: 'changes_requested',
      decidedBy: caller.id,
      decidedAt: new Date(),
      decisionComment: comment,
      decidedSessionId: sessionId,
      updatedAt: new Date(),
    })
    .where(and(eq(phaseSignoffs.id, current.row.id), eq(phaseSignoffs.status, 'submitted')))
    .returning();
  if (!won) throw new AppError('SIGNOFF_DECIDED');
  await actAsAgency(tx);
  const project = await findProject(tx, won.projectId, { forUpdate: true });
  await tx
    .update(projectPhases)
    .set({ status: 'in_progress', completedAt: null, updatedAt: new Date() })
    .where(and(eq(projectPhases.id, won.phaseId), eq(projectPhases.status, 'completed')));
  // The task is the agency's to-do: titled in the language of the admin who submitted the phase.
  const t = translator(won.submittedBy ? await languageOfUser(tx, won.submittedBy) : 'es');
  const [task] = await tx
    .insert(tasks)
    .values({
      projectId: project.id,
      phaseId: won.phaseId,
      title: t('receipts:changesTask.title', { round: won.round + 1 }),
      priority: 'high',
      createdBy: caller.id,
    })
    .returning({ id: tasks.id });
  await tx.insert(taskComments).values({ taskId: task!.id, userId: caller.id, comment });
  await recomputeProgress(tx, project, caller.id);
  await recordActivity(tx, {
    projectId: project.id,
    userId: caller.id,
    action: 'signoff_changes_requested',
    key: 'signoffs:activity.changesRequested',
    params: { phase: current.phaseName, round: won.round },
  });
  await notify(tx, await adminIds(tx), {
    titleKey: 'receipts:notify.changesTitle',
    messageKey: 'receipts:notify.changesMessage',
    params: { phase: current.phaseName, project: project.name, round: won.round },
    type: 'warning',
    category: 'project',
    actionUrl: paths.app.projectDetail.getHref(project.id),
    senderId: caller.id,
    projectId: project.id,
    isUrgent: false,
  });
}
