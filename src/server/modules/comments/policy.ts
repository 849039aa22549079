import type { Caller } from '../../db/client';
import type { comments } from '../../db/schema/comments';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what with project comments (SPEC §6). Anyone who sees a project (row-level security)
 * may read and write its comments.
 */
export const commentPolicy = {
  /** Authors delete their own comments; admins any. */
  assertCanDelete(caller: Caller, comment: typeof comments.$inferSelect) {
    if (comment.userId !== caller.id && !isAdmin(caller)) throw new AppError('PERMISSION');
  },
};
