import type { Caller } from '../../db/client';
import { canDeleteDocument, fileRules } from '../../../shared/domain/file-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with a project's shared documents: the rule of `shared/domain/file-policy.ts`,
 * enforced. Reading, creating, renaming, editing and snapshots are for members (row-level security
 * answers 404 to anyone else).
 */
export const documentPolicy = {
  canDelete(caller: Caller, document: { createdBy: string | null; projectOwner: string }): boolean {
    return canDeleteDocument(caller, document);
  },

  assertCanDelete(caller: Caller, document: { createdBy: string | null; projectOwner: string }) {
    enforce(fileRules.deleteDocument(caller, document));
  },
};
