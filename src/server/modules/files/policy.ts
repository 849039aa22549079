import type { Caller } from '../../db/client';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what with a project's files (decision 0017). Listing, uploading and downloading are for
 * the project's members (row-level security answers 404 to anyone else); deleting is for the
 * person who uploaded the file and for the admins.
 */
export const filePolicy = {
  mayDelete(caller: Caller, file: { uploadedBy: string | null }): boolean {
    return isAdmin(caller) || file.uploadedBy === caller.id;
  },

  assertCanDelete(caller: Caller, file: { uploadedBy: string | null }) {
    if (filePolicy.mayDelete(caller, file)) return;
    throw new AppError('PERMISSION', { message: 'files:errors.noPermission' });
  },
};
