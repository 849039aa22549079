import type { Caller } from '../../db/client';
import { projectWorkRules } from '../../../shared/domain/project-work-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with code evidence (decision 0026, decision 0035): the rule of
 * `shared/domain/project-work-policy.ts`, enforced. Whoever reads a project reads its code and its
 * phases' links (row-level security); linking and unlinking is the agency's word on its own work.
 */
export const codeEvidencePolicy = {
  assertCanLink(caller: Caller) {
    enforce(projectWorkRules.linkEvidence(caller));
  },
};
