import type { Caller } from '../../db/client';
import { canDeleteFile, fileRules } from '../../../shared/domain/file-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with a project's files: the rule of `shared/domain/file-policy.ts`, enforced.
 * Listing, uploading and downloading are for the project's members (row-level security answers
 * 404 to anyone else).
 */
export const filePolicy = {
  mayDelete(caller: Caller, file: { uploadedBy: string | null }): boolean {
    return canDeleteFile(caller, file);
  },

  assertCanDelete(caller: Caller, file: { uploadedBy: string | null }) {
    enforce(fileRules.deleteFile(caller, file));
  },
};
