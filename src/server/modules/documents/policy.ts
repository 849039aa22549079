import type { Caller } from '../../db/client';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what with a project's shared documents (decision 0017). Reading, creating, renaming,
 * editing and snapshots are for members (row-level security answers 404 to anyone else);
 * deleting is for the document's creator, the project's owner and the admins.
 */
export const documentPolicy = {
  canDelete(caller: Caller, document: { createdBy: string | null; projectOwner: string }): boolean {
    return isAdmin(caller) || document.createdBy === caller.id || document.projectOwner === caller.id;
  },

  assertCanDelete(caller: Caller, document: { createdBy: string | null; projectOwner: string }) {
    if (documentPolicy.canDelete(caller, document)) return;
    throw new AppError('PERMISSION', { message: 'documents:errors.noPermission' });
  },
};
