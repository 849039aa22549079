import type { MessagePage } from '@/shared/schemas/chat';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { chatClient } from './client';

export type MessagesWindow = { before?: number; after?: number; limit?: number };

/** GET /api/projects/{id}/chat/messages: the newest page, a page `before`, or the catch-up `after`. */
export function listMessages(projectId: string, window: MessagesWindow = {}, signal?: AbortSignal) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(window)) if (value !== undefined) query[key] = String(value);
  return unwrap(
    chatClient.projects[':id'].chat.messages.$get({ param: { id: projectId }, query }, withSignal(signal)),
  ) as Promise<MessagePage>;
}
