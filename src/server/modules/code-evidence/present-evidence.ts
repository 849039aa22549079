import type { PhaseEvidenceRow } from '../../db/schema/phase-evidence';
import type { EvidenceLink } from '../../../shared/schemas/code-evidence';

export function presentEvidence(row: PhaseEvidenceRow): EvidenceLink {
  return {
    id: row.id,
    project_id: row.projectId,
    phase_id: row.phaseId,
    kind: row.kind,
    ref: row.ref,
    url: row.url,
    title: row.title,
    state: row.state,
    environment: row.environment,
    environment_url: row.environmentUrl,
    linked_at: row.updatedAt.toISOString(),
  };
}
