import type { Caller } from '../../db/client';
import type { comments } from '../../db/schema/comments';
import { commentRules } from '../../../shared/domain/comment-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with project comments (docs/product.md#roles-and-what-each-sees): the rules of
 * `shared/domain/comment-policy.ts`, enforced. Anyone who sees a project (row-level security) may
 * read and write its comments.
 */
export const commentPolicy = {
  /** Authors delete their own comments; admins any. */
  assertCanDelete(caller: Caller, comment: typeof comments.$inferSelect) {
    enforce(commentRules.delete(caller, comment));
  },
};
