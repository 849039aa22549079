import { DefaultChatTransport } from 'ai';
import { apiErrorFromResponse } from '@/web/lib/api-error';
import { currentLanguage } from '@/web/lib/i18n';
import { attachmentsToSend } from './attachments';
import { lastQuestion, type AssistantUIMessage } from './messages';

/** POST /api/assistant/conversations/{id}/messages, the endpoint whose answer `useChat` reads. */
export const sendUrl = (conversationId: string) =>
  `/api/assistant/conversations/${encodeURIComponent(conversationId)}/messages`;

/**
 * How `useChat` talks to the server: only the new question goes (`{ text }`, with the user's time
 * zone for meetings; the server keeps the conversation and reads its history itself), in the UI language, and a refused request (503
 * without keys, 429 over the limit, 404) fails with the server's own message as an `ApiError`.
 */
export function assistantTransport(conversationId: string, timeZone: string) {
  return new DefaultChatTransport<AssistantUIMessage>({
    api: sendUrl(conversationId),
    credentials: 'same-origin',
    headers: () => ({ 'Accept-Language': currentLanguage() }),
    // Regenerating replaces the last answer on the server (the conversation's source of truth).
    // The question's files go with it (decision 0032), also when its answer is regenerated.
    prepareSendMessagesRequest: ({ messages, trigger }) => {
      const attachments = attachmentsToSend(messages.findLast((m) => m.role === 'user'));
      return {
        body: {
          text: lastQuestion(messages) ?? '',
          time_zone: timeZone,
          ...(trigger === 'regenerate-message' && { regenerate: true }),
          ...(attachments.length > 0 && { attachments }),
        },
      };
    },
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (!response.ok) throw await apiErrorFromResponse(response);
      return response;
    },
  });
}
