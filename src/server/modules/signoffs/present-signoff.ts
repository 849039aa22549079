import type { Caller } from '../../db/client';
import { iso } from '../../lib/dates';
import { signoffCan } from '../../../shared/domain/signoff-policy';
import type { Signoff } from '../../../shared/schemas/signoffs';
import type { SignoffWithContext } from './internal/load-signoffs';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** A sign-off as the caller sees it, with what the caller may do with it (`can`). */
export function presentSignoff(
  { row, phaseName, projectOwnerId, submitterName, deciderName }: SignoffWithContext,
  caller: Caller,
  evidence: { files: Signoff['files']; evidence: Signoff['evidence'] },
): Signoff {
  return {
    id: row.id,
    project_id: row.projectId,
    phase_id: row.phaseId,
    phase_name: phaseName,
    round: row.round,
    status: row.status,
    note: row.note,
    links: row.links,
    files: evidence.files,
    evidence: evidence.evidence,
    submitted_by: person(row.submittedBy, submitterName),
    submitted_at: row.submittedAt.toISOString(),
    decided_by: person(row.decidedBy, deciderName),
    decided_at: iso(row.decidedAt),
    decision_comment: row.decisionComment,
    digest: row.digest,
    receipt_file_id: row.receiptFileId,
    payment_id: row.paymentId,
    milestone_amount: row.milestoneAmount,
    can: signoffCan(caller, { status: row.status, projectOwnerId }),
  };
}
