import type { Caller } from '../../db/client';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what in a project's chat (issue 11). Reading, sending and marking read are for the
 * project's members (row-level security answers 404 to anyone else); a message is edited by its
 * author only, and deleted by its author or an admin. A deleted message stays deleted.
 */
export const chatPolicy = {
  assertCanEdit(caller: Caller, message: { authorId: string | null; deletedAt: Date | null }) {
    if (message.authorId !== caller.id) {
      throw new AppError('PERMISSION', { message: 'chat:errors.editOwnOnly' });
    }
    if (message.deletedAt) throw new AppError('BAD_REQUEST', { message: 'chat:errors.deleted' });
  },

  assertCanDelete(caller: Caller, message: { authorId: string | null }) {
    if (message.authorId === caller.id || isAdmin(caller)) return;
    throw new AppError('PERMISSION', { message: 'chat:errors.deleteOwnOnly' });
  },
};
