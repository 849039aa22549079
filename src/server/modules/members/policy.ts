import type { Caller } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what with a project's collaborators (issue 11). Seeing the list is for members
 * (row-level security answers 404 to anyone else); adding and removing others is for the owner
 * and the admins; a collaborator may remove themselves (leave).
 */
export const memberPolicy = {
  /** An admin looks accounts up by e-mail or id; a client only through their project (find-candidate). */
  readsEveryAccount(caller: Caller): boolean {
    return isAdmin(caller);
  },

  assertCanManage(caller: Caller, project: ProjectRow) {
    if (isAdmin(caller) || project.createdBy === caller.id) return;
    throw new AppError('PERMISSION', { message: 'projects:members.errors.noPermission' });
  },

  assertCanRemove(caller: Caller, project: ProjectRow, userId: string) {
    if (userId === caller.id) return;
    memberPolicy.assertCanManage(caller, project);
  },

  /** A client adds by e-mail; an admin by e-mail or by id. */
  assertCanAddBy(caller: Caller, input: { user_id?: string | undefined }) {
    if (input.user_id !== undefined && !isAdmin(caller)) {
      throw new AppError('PERMISSION', { message: 'projects:members.errors.onlyClients' });
    }
  },

  /** A client adds client accounts; the agency assigns its own staff. */
  assertCanAddAccount(caller: Caller, account: { role: 'admin' | 'user' }) {
    if (account.role === 'admin' && !isAdmin(caller)) {
      throw new AppError('PERMISSION', { message: 'projects:members.errors.onlyClients' });
    }
  },
};
