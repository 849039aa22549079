import type { Caller } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { assertAdmin, isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/** Who may do what with a project (SPEC §6). Reads are filtered by row-level security too. */
export const projectPolicy = {
  /** The agency creates projects on a client's behalf, approved at once (SPEC §4 creation). */
  createsApproved(caller: Caller): boolean {
    return isAdmin(caller);
  },

  assertAdmin(caller: Caller) {
    assertAdmin(caller);
  },

  assertCanDelete(caller: Caller, project: ProjectRow) {
    if (isAdmin(caller)) return;
    if (project.createdBy !== caller.id) {
      throw new AppError('PERMISSION', { message: 'projects:errors.noPermissionDelete' });
    }
    if (project.approvalStatus !== 'rejected') {
      throw new AppError('PERMISSION', { message: 'projects:errors.onlyRejected' });
    }
  },

  assertCanRequestApproval(caller: Caller, project: ProjectRow) {
    if (project.createdBy !== caller.id) {
      throw new AppError('PERMISSION', { message: 'projects:errors.onlyOwnerRequests' });
    }
    if (project.approvalStatus === 'approved') {
      throw new AppError('BAD_REQUEST', { message: 'projects:errors.notPending' });
    }
  },

  /** Status and activity of a project are the agency's to change. */
  assertCanChangeStatus(caller: Caller, input: { status?: unknown; is_active?: unknown }) {
    if (input.status !== undefined || input.is_active !== undefined) assertAdmin(caller);
  },
};
