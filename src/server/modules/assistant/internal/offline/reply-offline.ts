import { randomUUID } from 'node:crypto';
import { createUIMessageStream, createUIMessageStreamResponse, type UIMessage } from 'ai';
import type { TFunction } from 'i18next';
import type { Caller, Tx } from '../../../../db/client';
import { assistantMessages, type StoredPart } from '../../../../db/schema/assistant';
import type { AssistantAction } from '../../../../../shared/schemas/assistant-actions';
import { keepOffer } from '../offer-action';
import { answerOffline } from './answer-offline';

export interface OfflineReply {
  messageId: string;
  text: string;
  action: AssistantAction | null;
}

/**
 * The offline assistant's reply, stored in the caller's transaction with the action it offers (a
 * pending row: nothing else is written before its confirmation).
 */
export async function replyOffline(
  tx: Tx,
  caller: Caller & { name: string },
  input: { conversationId: string; text: string },
  context: { t: TFunction; today: string; timeZone: string },
): Promise<OfflineReply> {
  const answer = await answerOffline(tx, caller, input.text, context);
  const messageId = randomUUID();
  const actionId = randomUUID();
  const parts: StoredPart[] = [{ type: 'text', text: answer.text }];
  if (answer.action) parts.push({ type: 'data-action', id: actionId });
  await tx
    .insert(assistantMessages)
    .values({ id: messageId, conversationId: input.conversationId, role: 'assistant', parts });
  if (!answer.action) return { messageId, text: answer.text, action: null };
  const action = await keepOffer(tx, input.conversationId, answer.action, actionId);
  return { messageId, text: answer.text, action };
}

/** The stored reply as the same UI message stream the model's answers use (`useChat` reads both). */
export function streamOfflineReply(reply: OfflineReply): Response {
  const stream = createUIMessageStream<UIMessage>({
    execute: ({ writer }) => {
      writer.write({ type: 'start', messageId: reply.messageId });
      writer.write({ type: 'text-start', id: 'offline' });
      writer.write({ type: 'text-delta', id: 'offline', delta: reply.text });
      writer.write({ type: 'text-end', id: 'offline' });
      if (reply.action) writer.write({ type: 'data-action', id: reply.action.id, data: reply.action });
      writer.write({ type: 'finish' });
    },
  });
  return createUIMessageStreamResponse({ stream });
}
