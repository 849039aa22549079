import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { phaseSignoffs } from '../../../db/schema/phase-signoffs';
import { projectPhases } from '../../../db/schema/project-phases';
import { translator } from '../../../lib/i18n';
import { AppError } from '../../../../shared/errors';
import { paths } from '../../../../shared/paths';
import { adminIds, notify } from '../../notifications/notify';
import { issueInvoice } from '../../payments/issue-invoice';
import { findProject } from '../../projects/find-project';
import { recomputeProgress } from '../../projects/recompute-progress';
import { recordActivity } from '../../projects/record-activity';
import { signoffDigest } from '../signoff-digest';
import { actAsAgency } from './act-as-agency';
import { languageOfUser } from '../../preferences/language-of-user';
import { gatherSignoffContent } from '../gather-signoff-content';
import type { SignoffWithContext } from './load-signoffs';

/** A milestone invoice falls due this many days after its acceptance (decision 0053). */
export const MILESTONE_DUE_DAYS = 30;

/**
 * The owner accepts (decision 0053), in their transaction: the conditional UPDATE (still
 * submitted, theirs under row-level security) lets one request win; the digest covers what they
 * accepted. Then, as the agency: the phase completed, the next one started, progress recomputed,
 * the milestone invoice issued once (the sign-off keeps it: payment_id is unique), everyone told.
 */
export async function acceptSignoff(
  tx: Tx,
  caller: Caller,
  sessionId: string | null,
  current: SignoffWithContext,
  comment: string | undefined,
): Promise<void> {
  const content = await gatherSignoffContent(tx, current.row);
  const [won] = await tx
    .update(phaseSignoffs)
    .set({
      status: 'accepted',
      decidedBy: caller.id,
      decidedAt: new Date(),
      decisionComment: comment || null,
      decidedSessionId: sessionId,
      acceptedContent: content,
      digest: signoffDigest(content),
      updatedAt: new Date(),
    })
    .where(and(eq(phaseSignoffs.id, current.row.id), eq(phaseSignoffs.status, 'submitted')))
    .returning();
  if (!won) throw new AppError('SIGNOFF_DECIDED');
  await actAsAgency(tx);
  const project = await findProject(tx, won.projectId, { forUpdate: true });
  const [phase] = await tx
    .update(projectPhases)
    .set({
      status: 'completed',
      completedAt: sql`coalesce(${projectPhases.completedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(projectPhases.id, won.phaseId))
    .returning();
  const base = { projectId: project.id, userId: caller.id };
  await recordActivity(tx, {
    ...base,
    action: 'signoff_accepted',
    key: 'signoffs:activity.accepted',
    params: { phase: phase!.name, round: won.round },
  });
  const [next] = await tx
    .select()
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, project.id), gt(projectPhases.phaseOrder, phase!.phaseOrder)))
    .orderBy(asc(projectPhases.phaseOrder))
    .limit(1);
  if (next?.status === 'pending') {
    await tx
      .update(projectPhases)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(eq(projectPhases.id, next.id));
    await recordActivity(tx, {
      ...base,
      action: 'phase_status',
      key: 'signoffs:activity.nextPhase',
      params: { phase: next.name },
    });
  }
  await recomputeProgress(tx, project, caller.id);
  if (won.milestoneAmount !== null) {
    const { rows } = await tx.execute<{ today: string; due: string }>(
      sql`SELECT to_char(current_date, 'YYYY-MM-DD') AS today,
                 to_char(current_date + ${MILESTONE_DUE_DAYS}::int, 'YYYY-MM-DD') AS due`,
    );
    const t = translator(await languageOfUser(tx, caller.id));
    const invoice = await issueInvoice(tx, won.submittedBy, {
      user_id: caller.id,
      project_id: project.id,
      concept: t('receipts:invoice.concept', { phase: phase!.name, project: project.name }),
      amount: won.milestoneAmount,
      currency: 'EUR',
      issue_date: rows[0]!.today,
      due_date: rows[0]!.due,
    });
    await tx.update(phaseSignoffs).set({ paymentId: invoice.id }).where(eq(phaseSignoffs.id, won.id));
    await recordActivity(tx, {
      ...base,
      action: 'signoff_invoiced',
      key: 'signoffs:activity.invoiced',
      params: {
        phase: phase!.name,
        number: invoice.number,
        amount: won.milestoneAmount.toFixed(2),
        currency: 'EUR',
      },
    });
  }
  await notify(tx, await adminIds(tx), {
    titleKey: 'receipts:notify.acceptedTitle',
    messageKey: 'receipts:notify.acceptedMessage',
    params: { phase: phase!.name, project: project.name, round: won.round },
    type: 'success',
    category: 'project',
    actionUrl: paths.app.projectDetail.getHref(project.id),
    senderId: caller.id,
    projectId: project.id,
  });
}
