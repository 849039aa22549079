import type { ChatMessageRow } from '../../db/schema/chat';
import type { ChatMessage } from '../../../shared/schemas/chat';

export interface AuthorColumns {
  authorName: string | null;
  authorAvatar: string | null;
}

/** A message as the chat shows it: its author's name and avatar, nothing else of theirs. */
export function presentMessage(row: ChatMessageRow, author: AuthorColumns): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    author: row.authorId
      ? { id: row.authorId, full_name: author.authorName ?? '', avatar_url: author.authorAvatar }
      : null,
    body: row.body,
    mentions: row.mentions,
    attachment_file_id: row.attachmentFileId,
    created_at: row.timestamp.toISOString(),
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
    deleted_at: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}
