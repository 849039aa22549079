import type { Caller } from '../../db/client';
import type { comments } from '../../db/schema/comments';
import { commentCan } from '../../../shared/domain/comment-policy';
import type { Comment } from '../../../shared/schemas/phases-tasks';

export type CommentRow = typeof comments.$inferSelect;
type FlatComment = Omit<Comment, 'replies'>;

/** A comment as the thread shows it, with what the caller may do with it (`can`). */
export function presentComment(row: CommentRow, authorName: string | null, caller: Caller): FlatComment {
  return {
    id: row.id,
    project_id: row.projectId,
    phase_key: row.phaseKey,
    parent_id: row.parentId,
    user_id: row.userId,
    author_name: authorName ?? '',
    content: row.content,
    timestamp: row.timestamp.toISOString(),
    can: commentCan(caller, row),
  };
}

/** Top-level comments, each with every reply beneath it (at any depth), in the order given. */
export function presentThreads(
  rows: { comment: CommentRow; author: string | null }[],
  caller: Caller,
): Comment[] {
  const byId = new Map(rows.map((r) => [r.comment.id, r.comment]));
  const rootOf = (c: CommentRow): string => {
    let current = c;
    while (current.parentId && byId.has(current.parentId)) current = byId.get(current.parentId)!;
    return current.id;
  };
  return rows
    .filter((r) => r.comment.parentId === null)
    .map((r) => ({
      ...presentComment(r.comment, r.author, caller),
      replies: rows
        .filter((x) => x.comment.parentId !== null && rootOf(x.comment) === r.comment.id)
        .map((x) => presentComment(x.comment, x.author, caller)),
    }));
}
