import type { Caller } from '../../db/client';
import type { ChatMessageRow } from '../../db/schema/chat';
import { messageCan } from '../../../shared/domain/chat-policy';
import type { ChatMessage } from '../../../shared/schemas/chat';

export interface AuthorColumns {
  authorName: string | null;
  authorAvatar: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
}

/**
 * A message as the chat shows it: its author's name and avatar (nothing else of theirs), its
 * attachment, and what the caller may do with it (`can`).
 */
export function presentMessage(row: ChatMessageRow, author: AuthorColumns, caller: Caller): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    author: row.authorId
      ? { id: row.authorId, full_name: author.authorName ?? '', avatar_url: author.authorAvatar }
      : null,
    body: row.body,
    mentions: row.mentions,
    attachment_file_id: row.attachmentFileId,
    attachment:
      row.attachmentFileId && author.attachmentName !== null
        ? {
            id: row.attachmentFileId,
            file_name: author.attachmentName,
            mime_type: author.attachmentType ?? 'application/octet-stream',
            file_size: author.attachmentSize ?? 0,
          }
        : null,
    created_at: row.timestamp.toISOString(),
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
    deleted_at: row.deletedAt ? row.deletedAt.toISOString() : null,
    can: messageCan(caller, row),
  };
}
