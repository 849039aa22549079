import type { CommentCan } from '../schemas/phases-tasks';
import { allowed, isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** What the comment rules read of a comment. */
export interface CommentFacts {
  userId: string | null;
}

/**
 * Who may do what with project comments (docs/product.md#roles-and-what-each-sees). Anyone who sees a project (row-level security)
 * may read and write its comments; authors delete their own, admins any.
 */
export const commentRules = {
  delete(actor: Actor, comment: CommentFacts): Verdict {
    return comment.userId === actor.id || isAdminActor(actor) ? null : refuse('PERMISSION');
  },
};

/** What the comment's `can` tells the web. */
export function commentCan(actor: Actor, comment: CommentFacts): CommentCan {
  return { delete: allowed(commentRules.delete(actor, comment)) };
}
