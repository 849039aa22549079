import type { AssistantConversationRow, AssistantMessageRow } from '../../db/schema/assistant';
import type { AssistantConversation, AssistantMessage } from '../../../shared/schemas/assistant';

/** A conversation as the assistant's page lists it. */
export function presentConversation(row: AssistantConversationRow): AssistantConversation {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A stored message in the UI message shape `useChat` reads. */
export function presentMessage(row: AssistantMessageRow): AssistantMessage {
  return { id: row.id, role: row.role, parts: row.parts, created_at: row.createdAt.toISOString() };
}
