import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database, type Tx } from '../../db/client';
import { phaseEvidence } from '../../db/schema/phase-evidence';
import { phaseSignoffs } from '../../db/schema/phase-signoffs';
import { projectFiles } from '../../db/schema/project-files';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type { submitSignoffSchema } from '../../../shared/schemas/signoffs';
import { notify } from '../notifications/notify';
import { findPhase } from '../phases/find-phase';
import { findProject } from '../projects/find-project';
import { recordActivity } from '../projects/record-activity';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { getSignoffIn } from './internal/load-signoffs';
import { signoffPolicy } from './policy';

type Input = z.output<typeof submitSignoffSchema>;

/** Every id given is found among `found`, else a field error on `path`. */
function assertAllFound(ids: string[], found: Array<{ id: string }>, path: string, message: string) {
  const known = new Set(found.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION', { details: [{ path, message }] });
  }
}

async function assertEvidenceOfPhase(tx: Tx, projectId: string, phaseId: string, input: Input) {
  const fileIds = [...new Set(input.file_ids)];
  const evidenceIds = [...new Set(input.evidence_ids)];
  if (fileIds.length) {
    const files = await tx
      .select({ id: projectFiles.id })
      .from(projectFiles)
      .where(and(inArray(projectFiles.id, fileIds), eq(projectFiles.projectId, projectId)));
    assertAllFound(fileIds, files, 'file_ids', 'receipts:validation.fileNotInProject');
  }
  if (evidenceIds.length) {
    const evidence = await tx
      .select({ id: phaseEvidence.id })
      .from(phaseEvidence)
      .where(and(inArray(phaseEvidence.id, evidenceIds), eq(phaseEvidence.phaseId, phaseId)));
    assertAllFound(evidenceIds, evidence, 'evidence_ids', 'receipts:validation.evidenceNotInPhase');
  }
  return { fileIds, evidenceIds };
}

/**
 * An admin submits a phase for its client's sign-off (decision 0053): refused while the phase
 * waits for a decision or was accepted; the round follows the requests for changes; the owner is
 * notified (and e-mailed by the notification copies, as their settings say).
 */
export async function submitSignoff(db: Database, caller: Caller, phaseId: string, input: Input) {
  signoffPolicy.assertCanSubmit(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const phase = await findPhase(tx, phaseId);
    // The project's row lock serialises submissions of its phases (and the unique index backs it).
    const project = await findProject(tx, phase.projectId, { forUpdate: true });
    const [open] = await tx
      .select({ id: phaseSignoffs.id })
      .from(phaseSignoffs)
      .where(
        and(eq(phaseSignoffs.phaseId, phaseId), inArray(phaseSignoffs.status, ['submitted', 'accepted'])),
      )
      .limit(1);
    if (open) throw new AppError('SIGNOFF_PENDING');
    const { fileIds, evidenceIds } = await assertEvidenceOfPhase(tx, project.id, phaseId, input);
    const [asked] = await tx
      .select({ n: count() })
      .from(phaseSignoffs)
      .where(and(eq(phaseSignoffs.phaseId, phaseId), eq(phaseSignoffs.status, 'changes_requested')));
    const round = (asked?.n ?? 0) + 1;
    const [row] = await tx
      .insert(phaseSignoffs)
      .values({
        projectId: project.id,
        phaseId,
        round,
        note: input.note,
        links: input.links,
        fileIds,
        evidenceIds,
        milestoneAmount: phase.milestoneAmount,
        submittedBy: caller.id,
      })
      .returning({ id: phaseSignoffs.id });
    await recordActivity(tx, {
      projectId: project.id,
      userId: caller.id,
      action: 'signoff_submitted',
      key: 'signoffs:activity.submitted',
      params: { phase: phase.name, round },
    });
    await notify(tx, [project.createdBy], {
      titleKey: 'receipts:notify.submittedTitle',
      messageKey: 'receipts:notify.submittedMessage',
      params: { phase: phase.name, project: project.name, round },
      type: 'info',
      category: 'project',
      actionUrl: paths.app.projectDetail.getHref(project.id),
      senderId: caller.id,
      projectId: project.id,
    });
    const signoff = await getSignoffIn(tx, caller, row!.id);
    await recordWebhookEvent(tx, 'phase.submitted', signoff);
    return signoff;
  });
}
