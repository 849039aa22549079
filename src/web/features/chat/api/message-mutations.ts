import type { ChatMessage, EditMessageInput, SendMessageInput } from '@/shared/schemas/chat';
import { unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { chatClient } from './client';

/** POST /api/projects/{id}/chat/messages. */
export async function sendMessage(projectId: string, input: SendMessageInput): Promise<ChatMessage> {
  const { message } = await unwrap(
    chatClient.projects[':id'].chat.messages.$post({
      param: { id: projectId },
      json: {
        body: input.body,
        mentions: input.mentions ?? [],
        attachment_file_id: input.attachment_file_id ?? null,
      },
    }),
  );
  return message;
}

/** PATCH /api/chat/messages/{messageId}: one's own message. */
export async function editMessage(messageId: string, input: EditMessageInput): Promise<ChatMessage> {
  const { message } = await unwrap(
    chatClient.chat.messages[':messageId'].$patch({
      param: { messageId },
      json: { body: input.body, mentions: input.mentions ?? [] },
    }),
  );
  return message;
}

/** DELETE /api/chat/messages/{messageId}: one's own, or any as an admin. */
export function deleteMessage(messageId: string): Promise<void> {
  return unwrapEmpty(chatClient.chat.messages[':messageId'].$delete({ param: { messageId } }));
}

/** POST /api/projects/{id}/chat/read: read up to `seq` (never moves back). */
export function markRead(projectId: string, seq: number) {
  return unwrap(chatClient.projects[':id'].chat.read.$post({ param: { id: projectId }, json: { seq } }));
}
