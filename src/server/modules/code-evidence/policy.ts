import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with code evidence (decision 0026, decision 0035). Whoever reads a project reads its
 * code and its phases' links (row-level security); linking and unlinking is the agency's word on
 * its own work, so admins only.
 */
export const codeEvidencePolicy = {
  assertCanLink(caller: Caller) {
    assertAdmin(caller, 'projects:code.errors.onlyAdmins');
  },
};
